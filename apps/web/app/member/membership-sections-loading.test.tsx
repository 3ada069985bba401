import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { MembershipHistory } from './membership-history';
import { ReceiptsList } from './receipts-list';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const LIVE = '[role=status], [role=alert], [role=log], [aria-live]';

// Right after a payment on a throttled phone, these sections showed their heading alone until
// their data came: nothing said they were loading. Each now says so once, as a status.
describe.each([
  {
    section: 'Membership history',
    element: <MembershipHistory />,
    path: '/coaz/api/membership/history',
    loading: 'Loading your membership history…',
    body: {
      items: [
        {
          at: '2026-12-06T08:00:00.000Z',
          kind: 'payment',
          summary:
            'Paid K300.00 (receipt R2026-000003); the paid year runs to 5 December 2027; in good standing until 4 January 2028',
        },
      ],
    },
    loaded: /Paid K300\.00/,
  },
  {
    section: 'Receipts',
    element: <ReceiptsList />,
    path: '/coaz/api/receipts',
    loading: 'Loading your receipts…',
    body: {
      items: [
        {
          id: 3,
          receiptNumber: 'R2026-000003',
          issuedAt: '2026-12-06T08:00:00.000Z',
          description: 'Full Membership: annual subscription',
          amount: 300,
          currency: 'ZMW',
          network: 'MTN',
        },
      ],
    },
    loaded: /Full Membership: annual subscription/,
  },
] satisfies {
  section: string;
  element: ReactElement;
  path: string;
  loading: string;
  body: unknown;
  loaded: RegExp;
}[])('$section', ({ section, element, path, loading, body, loaded }) => {
  it('says it is loading, once, until its data comes', async () => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    server = await startScriptedServer(async (request) => {
      if (request.path !== path) return undefined;
      await slow;
      return { status: 200, body };
    });
    const { container } = render(
      <TestProviders client={testApiClient(server.url)}>
        <main>{element}</main>
      </TestProviders>,
    );
    const region = screen.getByRole('region', { name: section });
    // The section may hold other, empty, status regions (the receipts' download notice).
    const saying = within(region)
      .getAllByRole('status')
      .filter((status) => status.textContent?.includes(loading));
    expect(saying).toHaveLength(1);
    // One live region says it; nothing else in the section repeats it.
    expect(
      [...container.querySelectorAll(LIVE)].filter((live) => live.textContent?.includes(loading)),
    ).toHaveLength(1);
    expect(region.textContent?.split(loading)).toHaveLength(2);
    await expectNoAxeViolations(container);
    release();
    expect(await within(region).findByText(loaded)).toBeVisible();
    expect(within(region).queryByText(loading)).toBeNull();
  });
});
