import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScriptedServer } from '../test-support/scripted-server';
import { COLLECTIONS } from './collections';
import { pictureTooNarrow } from './picture-too-narrow';
import { StudioCollection } from './studio-collection';
import { newsItem, renderWithServer } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const decodedAs = (width: number) => async () => ({ width, height: width });

describe('pictureTooNarrow', () => {
  it('refuses a picture narrower than the site draws it, naming both widths', async () => {
    expect(await pictureTooNarrow(png('icon.png'), 320, decodedAs(12))).toBe(
      '“icon.png” is 12 pixels wide, too small for the site, which shows it at least 320 pixels wide: it would look blurred. Choose a picture at least 320 pixels wide, such as the original photo or logo rather than a thumbnail.',
    );
    expect(await pictureTooNarrow(png('card.png'), 320, decodedAs(320))).toBeUndefined();
  });

  it('leaves a picture it cannot read to the preview, which says so', async () => {
    expect(await pictureTooNarrow(png('x.png'), 320, () => undefined)).toBeUndefined();
    expect(
      await pictureTooNarrow(png('x.png'), 320, () => Promise.reject(new Error('unreadable'))),
    ).toBeUndefined();
  });

  it('asks each collection for at least the width its public card draws the picture at', () => {
    const minWidths = Object.fromEntries(
      Object.values(COLLECTIONS).map((spec) => [
        spec.name,
        spec.fields.find((field) => field.kind === 'picture')?.minWidth,
      ]),
    );
    expect(minWidths).toEqual({
      news: 320,
      events: 320,
      vacancies: 80,
      people: 160,
      partners: 160,
    });
  });
});

describe('a picture too small for its card', () => {
  // A 12 × 12 picture was taken without a word, and the public card showed it as a blur.
  it('is refused as it is chosen, at the chooser, and the cursor stays there', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    // jsdom decodes no pictures: the browser's decoder stands in.
    vi.stubGlobal('createImageBitmap', decodedAs(12));
    const item = newsItem();
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method }) =>
        method === 'GET' ? { status: 200, body: { items: [item], nextCursor: null } } : undefined,
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${item.title}”` }));
    const picture = screen.getByRole('group', { name: 'Picture' });
    await userEvent.upload(within(picture).getByLabelText('Choose a picture'), png('icon.png'));
    await waitFor(() =>
      expect(within(picture).getByLabelText('Choose a picture')).toHaveAccessibleDescription(
        expect.stringContaining('“icon.png” is 12 pixels wide'),
      ),
    );
    expect(within(picture).getByLabelText('Choose a picture')).toHaveFocus();
    expect(within(picture).queryByLabelText(/Alt text/)).not.toBeInTheDocument();
    await expectNoAxeViolations(picture);
  });

  it('is not said of a picture wide enough', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.stubGlobal('createImageBitmap', decodedAs(800));
    const item = newsItem();
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method }) =>
        method === 'GET' ? { status: 200, body: { items: [item], nextCursor: null } } : undefined,
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${item.title}”` }));
    const picture = screen.getByRole('group', { name: 'Picture' });
    await userEvent.upload(within(picture).getByLabelText('Choose a picture'), png('card.png'));
    expect(await within(picture).findByLabelText(/Alt text/)).toBeInTheDocument();
    expect(picture.textContent).not.toMatch(/pixels wide/);
  });
});
