import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../test-support/render-route';
import { removeSiteStylesheets } from '../test-support/site-stylesheets';
import { SiteLayout } from './site-layout';

// jsdom lays out no printed page, so the print rules are read as rules: which of the page's
// elements they hide. Playwright's page.emulateMedia({ media: 'print' }) would see them applied
// (e2e/print.spec.ts, if one is written).
const printCss = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'site-print.css'),
  'utf8',
);

/** The selectors of the rules inside `@media print` that set `display: none`. */
function hiddenWhenPrinted(): string[] {
  const style = document.createElement('style');
  style.dataset.printRules = '';
  style.textContent = printCss;
  document.head.append(style);
  return [...(style.sheet?.cssRules ?? [])]
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
    .filter((rule) => rule.conditionText === 'print')
    .flatMap((media) => [...media.cssRules] as CSSStyleRule[])
    .filter((rule) => rule.style?.display === 'none')
    .map((rule) => rule.selectorText);
}

/** Whether a printed page leaves `element` out, by the print rules. */
const printedWithout = (element: Element) =>
  hiddenWhenPrinted().some((selector) => element.closest(selector) !== null);

// The files of this pool share one document (isolate: false): an article or rules left behind
// were found by other files' queries.
afterEach(() => {
  removeSiteStylesheets();
  for (const style of document.head.querySelectorAll('style[data-print-rules]')) style.remove();
  document.body.innerHTML = '';
});

/** A verification's page in the site's frame, as far as printing needs it. */
function VerificationInLayout() {
  return (
    <SiteLayout>
      <h1>Check a membership</h1>
      <p>In good standing</p>
    </SiteLayout>
  );
}

function renderLayout() {
  renderRoute(
    [
      {
        path: '/verify/:membershipNumber',
        Component: VerificationInLayout,
      },
    ],
    '/verify/COAZ-000001',
  );
}

describe('a printed page', () => {
  it('leaves out the skip link, the header and its menus, the footer and the assistant', () => {
    renderLayout();
    const left = [
      screen.getByRole('link', { name: 'Skip to content' }),
      document.querySelector('.site-header'),
      document.querySelector('.site-phone-menu'),
      document.querySelector('.coaz-footer'),
      document.querySelector('.coaz-footer__list'),
      document.querySelector('.site-chat-slot'),
    ];
    for (const element of left) {
      expect(element).not.toBeNull();
      expect(printedWithout(element as Element), element?.className).toBe(true);
    }
  });

  it('keeps the page and its heading, under one line with the association and the address', () => {
    renderLayout();
    expect(printedWithout(screen.getByRole('heading', { level: 1 }))).toBe(false);
    expect(printedWithout(screen.getByText('In good standing'))).toBe(false);
    const line = document.querySelector('.site-print-line');
    expect(line).toHaveTextContent(
      'Clinical Officers Association of Zambia · https://coaz.org.zm/verify/COAZ-000001',
    );
    expect(line && printedWithout(line)).toBe(false);
    expect(printCss).toMatch(/@media print\s*{[\s\S]*\.site-print-line\s*{\s*display: block/);
  });

  it('prints a news article alone, without related news, More news, events and notices', () => {
    document.body.innerHTML = `
      <div class="page news-page news-page--article">
        <div class="news-layout">
          <article class="news-article"><h1>Lab coats</h1></article>
          <section class="news-related"><h2>Related news</h2></section>
        </div>
        <section class="page-section"><h2>More news</h2></section>
        <section class="page-section content-manager"><h2>Notices</h2></section>
      </div>`;
    const [article, related, more, notices] = [
      '.news-article',
      '.news-related',
      '.page-section',
      '.content-manager',
    ].map((selector) => document.querySelector(selector) as Element);
    expect(printedWithout(article as Element)).toBe(false);
    for (const element of [related, more, notices]) {
      expect(printedWithout(element as Element)).toBe(true);
    }
  });

  it('is laid out on A4', () => {
    expect(printCss).toMatch(/@page\s*{\s*size: A4;/);
  });
});
