// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';
import { JSDOM, VirtualConsole } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { compileRecovery, RECOVERY_ADDRESS, STARTER_SOURCE } from './compile-starter';
import type * as Recovery from './recover-after-deploy';
import { RELOAD_MARK } from './recover-after-deploy';

// The recovery as the build ships it, run in a browser window. The starter imports it as a
// module; jsdom runs no modules, so its one export statement is turned into a global here.
const shipped = await compileRecovery();
const { code: asScript } = await transform(shipped, { format: 'iife', globalName: 'recovery' });

const LOGIN_FORM = `<form>
  <input name="username" value="">
  <input name="password" type="password" value="">
  <input name="code" autocomplete="one-time-code" value="">
  <input name="remember" type="checkbox" value="yes">
  <textarea name="note"></textarea><textarea name="note">as served</textarea>
</form>`;

/** A page of the site in a fresh window, with the recovery loaded as the starter loads it. */
function openPage(historyState: unknown = { usr: null, key: 'k1', idx: 3 }) {
  const reloads: string[] = [];
  const virtualConsole = new VirtualConsole();
  // jsdom cannot navigate: a reload is reported as such, which is what the test looks for.
  virtualConsole.on('jsdomError', (error) => {
    if (/navigation/.test(error.message)) reloads.push(error.message);
    else throw error;
  });
  const dom = new JSDOM(`<!DOCTYPE html><html><head></head><body>${LOGIN_FORM}</body></html>`, {
    url: 'https://coaz.test/login',
    runScripts: 'outside-only',
    virtualConsole,
  });
  const { window } = dom;
  window.history.replaceState(historyState, '');
  window.eval(asScript);
  const recovery = (window as unknown as { recovery: typeof Recovery }).recovery;
  const field = (selector: string) =>
    window.document.querySelector(selector) as HTMLInputElement | HTMLTextAreaElement;
  const notes: Array<[string, string, string, boolean?]> = [];
  const starterNotes: Recovery.StarterNotes = {
    showNote: (text, role) => notes.push(['toast', text, role]),
    showOwnCodeNote: (text, role, later) => notes.push(['assistant', text, role, later]),
  };
  return { window, recovery, field, reloads, notes, starterNotes };
}

/** The page the reload opens: the same page in its served state, under the same history entry. */
function reopen(before: ReturnType<typeof openPage>) {
  return openPage(before.window.history.state);
}

describe('reloadForNewBuild', () => {
  it('marks the history entry with what was typed, and reloads', () => {
    const page = openPage();
    page.field('[name=username]').value = 'demo.active';
    (page.window.document.querySelectorAll('textarea')[1] as HTMLTextAreaElement).value = 'mine';
    page.recovery.reloadForNewBuild('button');
    expect(page.reloads).toHaveLength(1);
    expect(page.window.history.state).toEqual({
      usr: null,
      key: 'k1',
      idx: 3,
      [RELOAD_MARK]: {
        pressed: 'button',
        typed: { 'username 0': 'demo.active', 'note 1': 'mine' },
      },
    });
  });

  it('never carries a password, a one-time code or a box, but says a password was typed', () => {
    const page = openPage(null);
    page.field('[name=password]').value = 'secret';
    page.field('[name=code]').value = '123456';
    (page.field('[name=remember]') as HTMLInputElement).checked = true;
    page.recovery.reloadForNewBuild('button');
    expect(page.window.history.state).toEqual({
      [RELOAD_MARK]: { pressed: 'button', typed: {}, password: true },
    });
    expect(JSON.stringify(page.window.history.state)).not.toContain('secret');
  });
});

describe('openedForNewBuild', () => {
  it('puts back what was typed and says nothing is lost', async () => {
    const before = openPage();
    before.field('[name=username]').value = 'demo.active';
    before.recovery.reloadForNewBuild('button');
    const page = reopen(before);
    await page.recovery.openedForNewBuild(page.starterNotes);
    expect(page.field('[name=username]').value).toBe('demo.active');
    expect(page.notes).toEqual([
      [
        'toast',
        'The site was updated while this page was open, so it has been opened again. Nothing is lost: what you typed is kept. Press the button again.',
        'status',
      ],
    ]);
    // What was typed leaves the history entry; the mark stays, against a second reload.
    expect(page.window.history.state).toEqual({
      usr: null,
      key: 'k1',
      idx: 3,
      [RELOAD_MARK]: { pressed: 'button' },
    });
    expect(page.reloads).toHaveLength(0);
  });

  it('leaves a field the new page already holds text in as it is', async () => {
    const before = openPage();
    (before.window.document.querySelectorAll('textarea')[1] as HTMLTextAreaElement).value = 'mine';
    before.recovery.reloadForNewBuild('button');
    const page = reopen(before);
    const second = page.window.document.querySelectorAll('textarea')[1] as HTMLTextAreaElement;
    second.value = 'typed since';
    await page.recovery.openedForNewBuild(page.starterNotes);
    expect(second.value).toBe('typed since');
  });

  it('asks for the password again, in the words of what was pressed', async () => {
    const before = openPage();
    before.field('[name=username]').value = 'demo.active';
    before.field('[name=password]').value = 'secret';
    before.recovery.reloadForNewBuild('button');
    const page = reopen(before);
    await page.recovery.openedForNewBuild(page.starterNotes);
    expect(page.field('[name=password]').value).toBe('');
    expect(page.notes[0]?.[1]).toBe(
      'The site was updated while this page was open, so it has been opened again. What you typed is kept but the password: type it again, then press the button again.',
    );
  });

  it("says it in the assistant's corner for the assistant's button, once its region is there", async () => {
    const before = openPage();
    before.recovery.reloadForNewBuild('assistant');
    const page = reopen(before);
    await page.recovery.openedForNewBuild(page.starterNotes);
    expect(page.notes).toEqual([
      [
        'assistant',
        "The site was updated while this page was open, so it has been opened again. Nothing is lost. Press the assistant's button again.",
        'status',
        true,
      ],
    ]);
  });

  it('does nothing on a page opened afresh', async () => {
    const page = openPage();
    await page.recovery.openedForNewBuild(page.starterNotes);
    expect(page.notes).toEqual([]);
    expect(page.window.history.state).toEqual({ usr: null, key: 'k1', idx: 3 });
  });
});

// The starter imports nothing, so it names the address and the mark itself: the same as the build
// writes and this file reads, or a page opened before a deploy would find neither.
describe('what the starter and the recovery agree on', () => {
  it('the address and the mark', async () => {
    const starter = await readFile(STARTER_SOURCE, 'utf8');
    expect(starter).toContain(`const RECOVERY_ADDRESS = '${RECOVERY_ADDRESS}';`);
    expect(starter).toContain(`const RELOADED = '${RELOAD_MARK}';`);
    expect(RECOVERY_ADDRESS).not.toMatch(/^\/assets\//);
  });

  it('the names the starter of an older build calls', () => {
    expect(shipped).toMatch(/export\s*\{[^}]*\bas reloadForNewBuild\b|reloadForNewBuild\s*[,}]/);
    expect(shipped).toMatch(/\bas openedForNewBuild\b|openedForNewBuild\s*[,}]/);
  });
});
