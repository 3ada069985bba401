// @vitest-environment node
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const card = readFileSync(new URL('./share-card.png', import.meta.url));

describe('the share card', () => {
  it('has the size link previews ask for, and stays light', async () => {
    const { width, height, format } = await sharp(card).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    expect(card.byteLength).toBeLessThan(100_000);
  });

  it("names no web address: the site's is the operator's PUBLIC_URL, which a picture cannot know", () => {
    const text = [
      ...readFileSync(new URL('./share-card.svg', import.meta.url), 'utf8').matchAll(
        /<text\b[^>]*>([^<]*)<\/text>/g,
      ),
    ].map((match) => match[1]);
    expect(text.length).toBeGreaterThan(0);
    for (const line of text) expect(line).not.toMatch(/\b[a-z0-9-]+\.(org|zm|com|net)\b/i);
  });

  it('is drawn from the SVG beside it', async () => {
    // Text may render a pixel apart with other fonts, so the two are compared as small pictures.
    const small = (input: Buffer) =>
      sharp(input).resize(60, 32, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const drawn = await small(readFileSync(new URL('./share-card.svg', import.meta.url)));
    const committed = await small(card);
    const difference = drawn.reduce(
      (sum, value, index) => sum + Math.abs(value - (committed[index] ?? 0)),
      0,
    );
    expect(difference / drawn.length).toBeLessThan(4);
  });
});
