import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** What a screen reader speaks on change: a message inside (or holding) one is read as news. */
const LIVE_REGION = '[role=status], [role=alert], [role=log], [aria-live]';

/**
 * Expects `message` to be in no live region and to hold none: it is said one other way (where the
 * cursor goes, or as the description of the field the cursor goes to), and a live region as well
 * made screen readers read it twice.
 */
export function expectNoLiveRegion(message: Element) {
  expect(message.closest(LIVE_REGION), 'a live region around it').toBeNull();
  expect(message.querySelector(LIVE_REGION), 'a live region inside it').toBeNull();
}

/**
 * The summary of a refused form's problems (`ProblemSummary`) inside `container`, checked to be no
 * live region: the field the cursor goes to says its problem.
 */
export function problemSummary(container: ParentNode = document): HTMLElement {
  const summary = container.querySelector<HTMLElement>('.member-problems');
  if (!summary) throw new Error('No summary of the form’s problems');
  expectNoLiveRegion(summary);
  return summary;
}

/** {@link problemSummary} once it is drawn. */
export function findProblemSummary(container: ParentNode = document): Promise<HTMLElement> {
  return waitFor(() => problemSummary(container));
}

/** The form's refusal (`FormRefusal`) if one is drawn: the frame that takes the cursor. */
export function queryRefusal(container: ParentNode = document): HTMLElement | null {
  return container.querySelector<HTMLElement>('.member-refusal');
}

/**
 * The form's refusal (`FormRefusal`) once it is drawn, checked to be no live region: it is read
 * where the cursor goes, the frame returned.
 */
export function findRefusal(container: ParentNode = document): Promise<HTMLElement> {
  return waitFor(() => {
    const refusal = queryRefusal(container);
    if (!refusal) throw new Error('No refusal drawn');
    expectNoLiveRegion(refusal);
    return refusal;
  });
}
