// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeRoute } from './chat-links';

describe('safeRoute', () => {
  it.each(['/services/cpd', '/constitution#article-4', 'https://coaz.org/news'])(
    'keeps %s',
    (route) => {
      expect(safeRoute(route)).toBe(route);
    },
  );

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/\\evil',
    '',
  ])('refuses %s', (route) => {
    expect(safeRoute(route)).toBeNull();
  });
});
