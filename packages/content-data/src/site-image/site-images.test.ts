import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as content from '../index';
import type { SiteImage } from './site-image';

const assets = fileURLToPath(new URL('../../assets/', import.meta.url));
const BUDGET_BYTES = 60 * 1024;

function isSiteImage(value: unknown): value is SiteImage {
  if (typeof value !== 'object' || value === null) return false;
  const image = value as Record<string, unknown>;
  return (
    typeof image.src === 'string' &&
    typeof image.alt === 'string' &&
    typeof image.width === 'number'
  );
}

function collectImages(
  value: unknown,
  found: Map<string, SiteImage[]>,
  seen = new Set<unknown>(),
): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (isSiteImage(value)) {
    found.set(value.src, [...(found.get(value.src) ?? []), value]);
    return;
  }
  for (const child of Object.values(value)) collectImages(child, found, seen);
}

const images = new Map<string, SiteImage[]>();
collectImages(content, images);

describe('site images', () => {
  it('finds the images of every kind of content', () => {
    const folders = new Set([...images.keys()].map((src) => src.split('/')[0]));
    for (const folder of [
      'news',
      'events',
      'carousel',
      'partners',
      'people',
      'staff',
      'vacancies',
      'landing',
    ]) {
      expect(folders.has(folder), folder).toBe(true);
    }
  });

  it.each([...images.keys()])('%s exists, is an SVG within budget and matches its size', (src) => {
    const path = `${assets}${src}`;
    expect(existsSync(path)).toBe(true);
    expect(statSync(path).size).toBeLessThanOrEqual(BUDGET_BYTES);
    const svg = readFileSync(path, 'utf8');
    const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
    expect(viewBox, 'viewBox').not.toBeNull();
    const ratio = Number(viewBox?.[1]) / Number(viewBox?.[2]);
    for (const image of images.get(src) ?? []) {
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      expect(image.width / image.height).toBeCloseTo(ratio, 2);
      expect(image.alt.trim().length, `alt of ${src}`).toBeGreaterThan(3);
    }
  });

  it('uses a relative path inside the assets folder', () => {
    for (const src of images.keys()) expect(src).toMatch(/^[a-z]+\/[a-z0-9-]+\.svg$/);
  });
});
