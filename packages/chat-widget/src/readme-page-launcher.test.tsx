// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ChatLauncher } from './chat-launcher/chat-launcher';
import { defaultChatWidgetTexts } from './chat-widget-texts';

const readme = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '..', 'README.md'),
  'utf8',
);

/** The launcher that the README's page without React draws itself, as the page would parse it. */
function pageLauncher(): HTMLButtonElement {
  const section = readme.slice(readme.indexOf('## On a page without React'));
  const html = /```html\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const page = new DOMParser().parseFromString(html, 'text/html');
  const button = page.querySelector<HTMLButtonElement>('#coaz-chat-start button');
  if (button === null) throw new Error('The README shows no launcher of the page');
  return button;
}

it("draws the page's own launcher of the README as the widget draws its launcher, so the page shows one button before and after the press", () => {
  const ours = pageLauncher();
  const { getByRole } = render(<ChatLauncher open={false} onToggle={() => {}} />);
  const widgets = getByRole('button', { name: defaultChatWidgetTexts.openLabel });
  expect(ours.closest('.coaz-chat')).not.toBeNull();
  expect(ours.className).toBe(widgets.className);
  expect(ours.getAttribute('aria-label')).toBe(widgets.getAttribute('aria-label'));
  const shape = (button: Element) => ({
    viewBox: button.querySelector('svg')?.getAttribute('viewBox'),
    width: button.querySelector('svg')?.getAttribute('width'),
    path: button.querySelector('path')?.getAttribute('d'),
  });
  expect(shape(ours)).toEqual(shape(widgets));
});
