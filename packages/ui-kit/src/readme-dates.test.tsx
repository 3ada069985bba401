import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { NewsCard } from './news-card/news-card';

const readme = readFileSync(`${import.meta.dirname}/../README.md`, 'utf8');

// The README's decision on dates gives examples (`2026-12-04T23:30:00Z` → '5 December 2026'):
// another tool passes its API's date-times and reads that line to know which day shows. It said
// "in UTC", which gave the day before for an entry saved after 22:00 UTC.
it("shows each date as the README's decision on dates says", () => {
  const decision = readme.split('\n').find((line) => line.startsWith('- Dates are ISO')) ?? '';
  const examples = [...decision.matchAll(/`([^`]+)` → '([^']+)'/g)];
  expect(examples.length).toBeGreaterThanOrEqual(2);
  for (const [, iso, shown] of examples) {
    const { container, unmount } = render(<NewsCard title="T" summary="S" href="/n" date={iso} />);
    expect(container.querySelector('time')).toHaveTextContent(shown ?? '');
    unmount();
  }
});
