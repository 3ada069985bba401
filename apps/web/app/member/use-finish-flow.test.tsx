import { apiQueryKeys } from '@coaz/api-client/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFinishFlow } from './use-finish-flow';
import { membershipKeys } from './use-membership';

/** A standing as the dashboard's welcome reads it, reduced to what these tests tell apart. */
type Standing = { goodStanding: boolean };

/** An answer the test gives when it decides, as slow data does. */
function deferred<T>() {
  let resolve = (_value: T) => {};
  let reject = (_error: unknown) => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** What the summary's next read answers; set by each test. */
let summaryAnswer: Promise<Standing> = Promise.resolve({ goodStanding: false });
const summaryFn = () => summaryAnswer;
const currentFn = async () => ({ status: 'ACTIVE' });
/** Each standing the dashboard drew, in order. */
let drawn: (Standing | undefined)[] = [];

function Dashboard() {
  const { data } = useQuery({
    queryKey: membershipKeys.summary,
    queryFn: summaryFn,
    staleTime: 60_000,
  });
  drawn.push(data);
  return <h1>Dashboard</h1>;
}

function Paying() {
  const finish = useFinishFlow();
  // The header's account is on screen across the move.
  useQuery({ queryKey: apiQueryKeys.currentUser, queryFn: currentFn });
  return (
    <button type="button" onClick={() => void finish({ notice: 'Payment received.' })}>
      Finish
    </button>
  );
}

/**
 * A member who saw the dashboard before paying (its standing cached, observed by nothing on the
 * payment page), then finishes the payment; the summary's read then answers `nextSummary`.
 */
async function finishAfterVisit(nextSummary: Promise<Standing>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  summaryAnswer = Promise.resolve({ goodStanding: false });
  drawn = [];
  await queryClient.fetchQuery({ queryKey: membershipKeys.summary, queryFn: summaryFn });
  await queryClient.fetchQuery({ queryKey: apiQueryKeys.currentUser, queryFn: currentFn });
  summaryAnswer = nextSummary;
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/pay']}>
        <Routes>
          <Route path="/pay" Component={Paying} />
          <Route path="/dashboard" Component={Dashboard} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
  return { drawn, queryClient };
}

describe('useFinishFlow', () => {
  // On slow 3G the dashboard drew "Payment received; your membership is active" above the cached
  // "You are not in good standing yet … Pay now" while it read the standing again.
  it('moves to the dashboard only once the standing is read again, so it never draws the old one', async () => {
    const fresh = deferred<Standing>();
    const { drawn } = await finishAfterVisit(fresh.promise);
    // Still reading: no move yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    fresh.resolve({ goodStanding: true });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every((standing) => standing?.goodStanding === true)).toBe(true);
  });

  it('forgets a standing it could not read, so the dashboard loads it instead of the old', async () => {
    const lost = deferred<Standing>();
    const { drawn } = await finishAfterVisit(lost.promise);
    lost.reject(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(drawn[0]).toBeUndefined();
    expect(drawn.some((standing) => standing?.goodStanding === false)).toBe(false);
  });
});
