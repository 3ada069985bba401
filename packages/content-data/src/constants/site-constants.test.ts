import { describe, expect, it } from 'vitest';
import { COPYRIGHT_YEAR, copyrightYear, WORK_HOURS } from '../association/contact-details';
import {
  CAROUSEL_TIMING,
  CHAT_LIMITS,
  PARTNER_GRID,
  RELATED_NEWS_ROTATION,
} from './site-constants';

describe('site constants', () => {
  it('keep the values of the specification', () => {
    expect(CAROUSEL_TIMING).toEqual({
      tickMs: 500,
      steps: 21,
      prepareNextAtStep: 2,
      transitionAtStep: 20,
      fadeSeconds: 0.8,
      expandSeconds: 1,
      expandFromInsetPx: 16,
    });
    expect(PARTNER_GRID).toEqual({
      minCardWidthPx: 450,
      sidePaddingPx: 32,
      gapPx: 32,
      imageAspectWidth: 640,
      imageAspectHeight: 449,
    });
    expect(RELATED_NEWS_ROTATION).toEqual({ visibleCount: 2, intervalMs: 10_000 });
    expect(CHAT_LIMITS).toEqual({
      historyCap: 100,
      healthFirstCheckMs: 1_000,
      healthCheckIntervalMs: 30_000,
      sendDelayMs: 500,
      retries: 3,
    });
    expect(COPYRIGHT_YEAR).toBe(2024);
    expect(WORK_HOURS).toMatchObject({ opens: '08:00', closes: '17:00', days: 'Monday to Friday' });
  });

  it('takes the copyright year in Lusaka, which turns two hours before UTC does', () => {
    expect(copyrightYear(new Date('2026-12-31T21:59:59Z'))).toBe(2026);
    expect(copyrightYear(new Date('2026-12-31T22:00:00Z'))).toBe(2027);
    expect(copyrightYear()).toBeGreaterThanOrEqual(2026);
  });

  it("prepares the next slide before its transition, within one slide's steps", () => {
    expect(CAROUSEL_TIMING.prepareNextAtStep).toBeLessThan(CAROUSEL_TIMING.transitionAtStep);
    expect(CAROUSEL_TIMING.transitionAtStep).toBeLessThan(CAROUSEL_TIMING.steps);
  });
});
