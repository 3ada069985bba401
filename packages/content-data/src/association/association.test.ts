import { describe, expect, it } from 'vitest';
import { ASSOCIATION_NAME, pageTitle } from './association';

describe('pageTitle', () => {
  it('puts the page name before the association name', () => {
    expect(pageTitle('About')).toBe(`About | ${ASSOCIATION_NAME}`);
  });

  it('uses the association name alone for a blank page name', () => {
    expect(pageTitle('  ')).toBe(ASSOCIATION_NAME);
    expect(pageTitle()).toBe(ASSOCIATION_NAME);
  });
});
