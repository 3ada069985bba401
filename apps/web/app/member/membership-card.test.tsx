import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MembershipSummary } from '@coaz/api-client/membership';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applySiteStylesheets, removeSiteStylesheets } from '../test-support/site-stylesheets';
import { MembershipCard } from './membership-card';

// The dashboard imports it beside the site's stylesheet; the test run does not load CSS imports.
const portalStyles = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'member-portal.css'),
  'utf8',
);

afterEach(removeSiteStylesheets);

const PAID: MembershipSummary = {
  status: 'ACTIVE',
  membershipNumber: 'COAZ-000001',
  membershipType: 'full_membership',
  membershipTypeName: 'Full Membership',
  professionalCategory: 'general',
  professionalCategoryName: 'Clinical Officer General',
  validUntil: '2027-12-06',
  goodStanding: true,
  // The end of the grace period, as the server gives it on every day of the paid year.
  goodStandingUntil: '2028-01-05',
  fee: null,
  application: null,
  todo: [],
};

/** The value beside the card's label `term`. */
function factOf(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling;
}

describe('the membership card', () => {
  it('names a practitioner’s category as their category', () => {
    render(<MembershipCard name="Sample Full Member" summary={PAID} />);
    expect(factOf('Category')).toHaveTextContent('Clinical Officer General');
    expect(screen.queryByText('Training in', { selector: 'dt' })).toBeNull();
  });

  // A student is not yet of a category: "Category: Clinical Officer General" on a student's card
  // let an employer take them for a qualified practitioner (`category-fact.ts`).
  it('says a student is training in their category, never the bare category', async () => {
    const { container } = render(
      <MembershipCard
        name="Sample Student Member"
        summary={{
          ...PAID,
          membershipType: 'student_membership',
          membershipTypeName: 'Student Membership',
        }}
      />,
    );
    expect(factOf('Training in')).toHaveTextContent('Clinical Officer General');
    expect(screen.queryByText('Category', { selector: 'dt' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('gives the standing as /verify does, and the paid year it rests on', () => {
    render(<MembershipCard name="Demo Active Member" summary={PAID} today="2027-11-06" />);
    expect(factOf('Standing')).toHaveTextContent('In good standing until 5 January 2028');
    expect(factOf('Paid year')).toHaveTextContent('Runs to 6 December 2027');
    expect(screen.queryByText('Valid until')).toBeNull();
    expect(screen.queryByText(/No QR code/)).toBeNull();
  });

  // demo.active on 20 December 2027: the card said "Valid until 6 December 2027" (passed) under a
  // welcome and a /verify saying good standing until 5 January 2028, and looked expired at a door.
  it('in the grace period says good standing to its end, and that the paid year ended', () => {
    render(<MembershipCard name="Demo Active Member" summary={PAID} today="2027-12-20" />);
    expect(factOf('Standing')).toHaveTextContent('In good standing until 5 January 2028');
    expect(factOf('Paid year')).toHaveTextContent(
      'Ended 6 December 2027: renew by 5 January 2028 to stay in good standing',
    );
  });

  // From Lusaka's midnight after the grace period until the hourly dues job, the account is still
  // ACTIVE: the card showed its QR code with no warning while /verify said "Not in good standing".
  it('follows the standing, not the stored status, once the grace period is over', async () => {
    const { container } = render(
      <MembershipCard
        name="Demo Active Member"
        summary={{ ...PAID, goodStanding: false, goodStandingUntil: null }}
        today="2028-01-06"
      />,
    );
    expect(factOf('Standing')).toHaveTextContent('Not in good standing: renew');
    expect(factOf('Paid year')).toHaveTextContent(
      'Ended 6 December 2027, and its grace period is over',
    );
    expect(
      screen.getByText(/No QR code while the membership is not in good standing/),
    ).toBeVisible();
    expect(container.querySelector('.member-card__qr')).toBeNull();
    expect(screen.getByRole('link', { name: 'Check this card as others see it' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  // demo.legacy: a number on the roll from before online dues, no year paid here. The welcome and
  // the public check (/verify) call that good standing with no end date; the card said "Not yet
  // paid", which an employer reading it took for unpaid.
  it('calls a member on the roll with no paid year in good standing, not unpaid', async () => {
    const { container } = render(
      <MembershipCard
        name="Demo Legacy Member"
        summary={{
          ...PAID,
          membershipNumber: 'COAZ-000003',
          validUntil: null,
          goodStandingUntil: null,
        }}
      />,
    );
    expect(screen.queryByText('Not yet paid')).toBeNull();
    expect(screen.queryByText('Valid until')).toBeNull();
    expect(factOf('Standing')?.textContent?.startsWith('In good standing')).toBe(true);
    expect(factOf('Standing')).toHaveTextContent('no year paid online yet');
    await expectNoAxeViolations(container);
  });

  it('still says "Not yet paid" of a member who is not in good standing and never paid', () => {
    render(
      <MembershipCard
        name="Demo Payment Member"
        summary={{
          ...PAID,
          status: 'PENDING_PAYMENT',
          validUntil: null,
          goodStanding: false,
          goodStandingUntil: null,
        }}
      />,
    );
    expect(factOf('Standing')).toHaveTextContent('Not in good standing: not yet paid');
    expect(screen.queryByText('Paid year')).toBeNull();
    expect(screen.getByText(/No QR code/)).toBeVisible();
  });
});

// At 1366 px the card stopped at 32rem, so "Demo Active Member" and "6 December 2027" wrapped beside
// an empty half of the page. jsdom lays nothing out, so this reads the rules the browser sizes it
// by (measured in Chromium: 567 px wide at 1366 px, each fact on one line; the whole width of a
// 360 px phone, as before).
describe('the membership card’s width', () => {
  it('grows to its facts, within its column, no narrower than before', () => {
    applySiteStylesheets();
    const style = document.createElement('style');
    style.textContent = portalStyles;
    document.head.append(style);
    const { container } = render(<MembershipCard name="Demo Active Member" summary={PAID} />);
    const card = getComputedStyle(container.querySelector('.member-card') as HTMLElement);
    expect(card.width).toBe('fit-content');
    expect(card.minWidth).toBe('min(100%, 512px)');
    expect(card.maxWidth).toBe('min(100%, 768px)');
  });
});
