import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { ScriptedServer } from '../test-support/scripted-server';
import { COLLECTIONS } from './collections';
import { StudioCollection } from './studio-collection';
import { renderWithServer, splitPath } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

it('previews a website typed without https:// as the link the site will have', async () => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:logo');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  const rendered = await renderWithServer(
    <StudioCollection spec={COLLECTIONS.partners} />,
    ({ method, path }) =>
      method === 'GET' && splitPath(path).pathname === '/api/partners'
        ? { status: 200, body: { items: [], nextCursor: null } }
        : undefined,
  );
  server = rendered.server;
  await userEvent.click(await screen.findByRole('button', { name: 'Add a partner' }));
  const form = screen.getByRole('form', { name: 'Add a partner' });
  await userEvent.type(within(form).getByLabelText(/^Name/), 'Ministry of Health');
  await userEvent.type(within(form).getByLabelText(/^Description/), 'The ministry.');
  await userEvent.type(within(form).getByLabelText(/^Website/), 'www.moh.gov.zm');
  const logo = new File([new Uint8Array([137, 80, 78, 71])], 'moh.png', { type: 'image/png' });
  await userEvent.upload(within(form).getByLabelText('Choose a logo'), logo);
  await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
  const preview = screen.getByRole('region', { name: 'Preview' });
  expect(within(preview).getByRole('link')).toHaveAttribute('href', 'https://www.moh.gov.zm');
});

it('links no address of another scheme, nor one a browser would read otherwise, in the preview', async () => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:logo');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  const rendered = await renderWithServer(
    <StudioCollection spec={COLLECTIONS.partners} />,
    ({ method, path }) =>
      method === 'GET' && splitPath(path).pathname === '/api/partners'
        ? { status: 200, body: { items: [], nextCursor: null } }
        : undefined,
  );
  server = rendered.server;
  await userEvent.click(await screen.findByRole('button', { name: 'Add a partner' }));
  const form = screen.getByRole('form', { name: 'Add a partner' });
  await userEvent.type(within(form).getByLabelText(/^Name/), 'Ministry of Health');
  const logo = new File([new Uint8Array([137, 80, 78, 71])], 'moh.png', { type: 'image/png' });
  await userEvent.upload(within(form).getByLabelText('Choose a logo'), logo);
  const website = within(form).getByLabelText(/^Website/);
  for (const typed of [
    'javascript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    'http://www.moh.gov.zm',
    'mailto:secretariat@example.org',
    'www.moh.gov.zm@evil.example',
    'https://www.moh.gov.zm\\@evil.example',
  ]) {
    await userEvent.clear(website);
    // Typed as pasted, so no character is read as a key name.
    await userEvent.click(website);
    await userEvent.paste(typed);
    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).queryByRole('link'), typed).toBeNull();
  }
});
