import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScriptedServer } from '../test-support/scripted-server';
import { COLLECTIONS } from './collections';
import { photoToUpload, shrunkSize } from './photo-to-upload';
import { wrongPictureType } from './picture-field';
import { StudioCollection } from './studio-collection';
import { newsItem, renderWithServer } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A canvas that draws nothing and encodes to `encoded` bytes; gives the sizes it was drawn at. */
function fakeCanvas(encoded: number) {
  const drawn: number[][] = [];
  const context = {
    drawImage: (_picture: unknown, ...box: number[]) => void drawn.push(box),
  } as unknown as CanvasRenderingContext2D;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type) =>
    done(new Blob([new Uint8Array(encoded)], { type: type ?? 'image/png' })),
  );
  return drawn;
}

const jpeg = (bytes: number, name = 'ward.jpg') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg', lastModified: 1 });

describe('shrunkSize', () => {
  it('brings the width down to the 1280 px the server keeps, keeping the shape, and leaves a small one', () => {
    expect(shrunkSize(4000, 3000)).toEqual({ width: 1280, height: 960 });
    // A portrait keeps the kept width: the server keeps a picture's width, not its longest side.
    expect(shrunkSize(3000, 4000)).toEqual({ width: 1280, height: 1707 });
    expect(shrunkSize(2560, 1440)).toEqual({ width: 1280, height: 720 });
    expect(shrunkSize(1280, 1707)).toBeUndefined();
    expect(shrunkSize(0, 0)).toBeUndefined();
  });

  it('caps a very tall picture at 2560 px long, narrower than 1280', () => {
    expect(shrunkSize(1290, 2796)).toEqual({ width: 1181, height: 2560 });
    expect(shrunkSize(1000, 4000)).toEqual({ width: 640, height: 2560 });
  });

  it('limits only the longest side where no width is kept (a document)', () => {
    expect(shrunkSize(4000, 3000, 2000, Number.POSITIVE_INFINITY)).toEqual({
      width: 2000,
      height: 1500,
    });
  });
});

describe('photoToUpload', () => {
  it('draws a large JPEG photo again at the 1280 px width the server keeps, under its name', async () => {
    const drawn = fakeCanvas(250_000);
    const photo = jpeg(8_000_000);
    const sent = await photoToUpload(photo, async () => ({ width: 4000, height: 3000 }));
    await photoToUpload(photo, async () => ({ width: 3000, height: 4000 }));
    expect(drawn).toEqual([
      [0, 0, 1280, 960],
      [0, 0, 1280, 1707],
    ]);
    expect(sent).not.toBe(photo);
    expect([sent.name, sent.type, sent.size]).toEqual(['ward.jpg', 'image/jpeg', 250_000]);
  });

  it('sends a small photo, a PNG under 5 MB (it may be transparent) and an unreadable file as they are', async () => {
    fakeCanvas(100);
    const small = jpeg(400_000);
    expect(await photoToUpload(small, async () => ({ width: 1280, height: 720 }))).toBe(small);
    const logo = new File([new Uint8Array(4_000_000)], 'logo.png', { type: 'image/png' });
    expect(await photoToUpload(logo, async () => ({ width: 5000, height: 5000 }))).toBe(logo);
    const damaged = jpeg(6_000_000);
    expect(await photoToUpload(damaged, () => Promise.reject(new Error('cannot decode')))).toBe(
      damaged,
    );
  });
});

describe('a PNG screenshot larger than 5 MB', () => {
  it('is drawn again as WebP, which keeps transparency, at its own size when not too wide', async () => {
    const drawn = fakeCanvas(900_000);
    const screenshot = new File([new Uint8Array(7_000_000)], 'poster.png', {
      type: 'image/png',
    });
    const sent = await photoToUpload(screenshot, async () => ({ width: 1290, height: 2796 }));
    expect(drawn).toEqual([[0, 0, 1181, 2560]]);
    expect([sent.name, sent.type, sent.size]).toEqual(['poster.webp', 'image/webp', 900_000]);
    const flat = new File([new Uint8Array(6_000_000)], 'letter.png', { type: 'image/png' });
    expect((await photoToUpload(flat, async () => ({ width: 1080, height: 2340 }))).name).toBe(
      'letter.webp',
    );
    expect(drawn.at(-1)).toEqual([0, 0, 1080, 2340]);
  });

  it('is sent as it is where the browser writes nothing smaller', async () => {
    fakeCanvas(8_000_000);
    const screenshot = new File([new Uint8Array(7_000_000)], 'poster.png', {
      type: 'image/png',
    });
    expect(await photoToUpload(screenshot, async () => ({ width: 1080, height: 2340 }))).toBe(
      screenshot,
    );
  });
});

describe('a phone photo larger than 5 MB in the studio', () => {
  it('is taken, made smaller, and uploaded under 5 MB', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    // jsdom decodes no pictures: the browser's decoder stands in, as a 12-megapixel photo.
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close() {} }));
    fakeCanvas(1_200_000);
    const uploads: number[] = [];
    const item = newsItem();
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path, body }) => {
        if (method === 'GET') return { status: 200, body: { items: [item], nextCursor: null } };
        if (path === '/api/uploads') {
          uploads.push(String(body).length);
          return { status: 201, body: { url: '/api/uploads/a-1280.webp' } };
        }
        if (method === 'PUT') {
          return { status: 200, body: newsItem({ ...(body as object), version: 3 }) };
        }
        return undefined;
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${item.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${item.title}”` });
    const chooser = within(form).getByLabelText('Choose a picture');
    await userEvent.upload(chooser, jpeg(8 * 1024 * 1024));
    expect(chooser).not.toHaveAccessibleDescription(expect.stringContaining('larger than'));
    await userEvent.type(await within(form).findByLabelText(/Alt text/), 'Members at the ward');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toBeLessThan(5 * 1024 * 1024);
    expect(uploads[0]).toBeGreaterThan(1_200_000);
  });
});

describe('a phone photo being made smaller in the studio', () => {
  it('says so while it is made smaller, in a live region, and stops saying so once done', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    // The decoder's answer is held, as a cheap phone takes seconds over a 12-megapixel photo.
    let decoded: (picture: { width: number; height: number; close(): void }) => void = () => {};
    vi.stubGlobal(
      'createImageBitmap',
      () =>
        new Promise((resolve) => {
          decoded = resolve;
        }),
    );
    fakeCanvas(1_200_000);
    const item = newsItem();
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method }) =>
        method === 'GET' ? { status: 200, body: { items: [item], nextCursor: null } } : undefined,
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${item.title}”` }));
    const picture = screen.getByRole('group', { name: 'Picture' });
    const live = within(picture).getByRole('status');
    expect(live).toBeEmptyDOMElement();
    await userEvent.upload(
      within(picture).getByLabelText('Choose a picture'),
      jpeg(8 * 1024 * 1024),
    );
    expect(live).toHaveTextContent('Making the photo smaller before it is sent…');

    decoded({ width: 4000, height: 3000, close() {} });
    expect(await within(picture).findByLabelText(/Alt text/)).toBeVisible();
    expect(live).toBeEmptyDOMElement();
  });
});

describe('a picture of a type the site does not take', () => {
  // An iPhone's HEIC photo, copied to a computer, was refused in words that named the types only.
  it('says how to get a phone’s HEIC photo as a JPEG', async () => {
    const item = newsItem();
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method }) =>
        method === 'GET' ? { status: 200, body: { items: [item], nextCursor: null } } : undefined,
    );
    server = rendered.server;
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: `Edit “${item.title}”` }));
    const picture = screen.getByRole('group', { name: 'Picture' });
    const heic = new File([new Uint8Array(2_000)], 'IMG_0412.HEIC', { type: 'image/heic' });
    await user.upload(within(picture).getByLabelText('Choose a picture'), heic);
    expect(within(picture).getByLabelText('Choose a picture')).toHaveAccessibleDescription(
      expect.stringContaining('Most Compatible'),
    );
  });

  // A PDF was answered with the advice for an iPhone's HEIC photos, which said nothing of it.
  it('says plainly that a PDF is not a picture, and which kinds are, with no word of HEIC', async () => {
    const item = newsItem();
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method }) =>
        method === 'GET' ? { status: 200, body: { items: [item], nextCursor: null } } : undefined,
    );
    server = rendered.server;
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: `Edit “${item.title}”` }));
    const picture = screen.getByRole('group', { name: 'Picture' });
    const pdf = new File(['%PDF-1.7'], 'Minutes.pdf', { type: 'application/pdf' });
    await user.upload(within(picture).getByLabelText('Choose a picture'), pdf);
    const chooser = within(picture).getByLabelText('Choose a picture');
    expect(chooser).toHaveAccessibleDescription(
      expect.stringContaining(
        '“Minutes.pdf” is not a picture. Choose a JPEG, PNG, WebP or GIF picture.',
      ),
    );
    expect(chooser.getAttribute('aria-describedby')).toBeTruthy();
    expect(picture.textContent).not.toMatch(/HEIC|iPhone/);
    // Read once, with the chooser the cursor is in.
    expect(chooser).toHaveFocus();
  });

  it('tells a phone’s HEIC photo by its name where the browser gives it no type, and any other picture kind from a file that is none', () => {
    expect(wrongPictureType(new File(['x'], 'IMG_0412.heic', { type: '' }))).toMatch(
      /^“IMG_0412\.heic” is a phone photo in HEIC, .*Most Compatible/,
    );
    expect(wrongPictureType(new File(['x'], 'scan.bmp', { type: 'image/bmp' }))).toBe(
      '“scan.bmp” is a kind of picture the site does not take. Choose a JPEG, PNG, WebP or GIF picture.',
    );
    expect(wrongPictureType(new File(['x'], 'letter.docx', { type: '' }))).toBe(
      '“letter.docx” is not a picture. Choose a JPEG, PNG, WebP or GIF picture.',
    );
  });
});
