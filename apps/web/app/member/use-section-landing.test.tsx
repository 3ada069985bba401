import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy, Suspense } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PartsShown, useSectionLanding } from './use-section-landing';

const IDS = ['refunds-due', 'fees-due'] as const;

function Tools() {
  return (
    <>
      <section aria-labelledby="refunds-due">
        <h2 id="refunds-due">Refunds due</h2>
      </section>
      <section id="elsewhere">
        <h2>Somewhere else</h2>
      </section>
    </>
  );
}

/** Parts downloaded when shown, that arrive when `arrive` is called. */
function lateParts() {
  let arrive = () => {};
  const Late = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: Tools });
      }),
  );
  return { Late, arrive: () => act(async () => arrive()) };
}

function Page({ Late }: { Late: ComponentType }) {
  const shown = useSectionLanding(IDS);
  const navigate = useNavigate();
  return (
    <>
      <h1 tabIndex={-1}>Dashboard</h1>
      <button type="button" onClick={() => navigate('#refunds-due')}>
        Refunds to pay back
      </button>
      <button type="button" onClick={() => navigate('#fees-due')}>
        Record office or bank payments
      </button>
      <button type="button" onClick={() => navigate('#elsewhere')}>
        Elsewhere
      </button>
      <label>
        Search
        <input />
      </label>
      <Suspense fallback={<p>Loading the tools…</p>}>
        <Late />
        <PartsShown onShown={shown} />
      </Suspense>
    </>
  );
}

function open(Late: ComponentType, at = '/dashboard') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Page Late={Late} />
    </MemoryRouter>,
  );
}

let scrolled: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrolled = vi.fn();
  // jsdom lays nothing out, so it has no scrollIntoView of its own to spy on.
  HTMLElement.prototype.scrollIntoView = scrolled as unknown as HTMLElement['scrollIntoView'];
});
afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

const heading = () => screen.getByRole('heading', { name: 'Refunds due' });

describe('useSectionLanding', () => {
  it('lands on a section chosen before the tools arrived, once they have', async () => {
    const { Late, arrive } = lateParts();
    open(Late);
    await userEvent.click(screen.getByRole('button', { name: 'Refunds to pay back' }));
    expect(scrolled).not.toHaveBeenCalled();
    await arrive();
    expect(heading()).toHaveFocus();
    expect(heading()).toHaveAttribute('tabindex', '-1');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(heading());
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  });

  it('lands on the section the page was opened at, once the tools have arrived', async () => {
    const { Late, arrive } = lateParts();
    open(Late, '/dashboard#refunds-due');
    expect(screen.getByText('Loading the tools…')).toBeInTheDocument();
    await arrive();
    expect(heading()).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('lands at once when the tools are there already, and again on another move to it', async () => {
    const { Late, arrive } = lateParts();
    open(Late);
    await arrive();
    expect(scrolled).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Refunds to pay back' }));
    expect(heading()).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
    screen.getByRole('textbox', { name: 'Search' }).focus();
    await userEvent.click(screen.getByRole('button', { name: 'Refunds to pay back' }));
    expect(heading()).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('gives the cursor to the heading on a second tap of the link to where the address is', async () => {
    const { Late, arrive } = lateParts();
    open(Late);
    await arrive();
    window.history.replaceState(null, '', '#refunds-due');
    const link = document.createElement('a');
    link.href = '#refunds-due';
    link.textContent = 'Refunds to pay back';
    document.body.append(link);
    try {
      await userEvent.click(link);
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(heading()).toHaveFocus();
    } finally {
      link.remove();
    }
  });

  it('lets go once the tools are there without the part named, and takes no other part', async () => {
    const { Late, arrive } = lateParts();
    open(Late);
    await userEvent.click(screen.getByRole('button', { name: 'Record office or bank payments' }));
    await arrive();
    expect(scrolled).not.toHaveBeenCalled();
    // A part this page does not land on (not among its ids) is left to the browser.
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(scrolled).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Somewhere else' })).not.toHaveFocus();
  });

  it('stays where the visitor went while the tools were on their way', async () => {
    const { Late, arrive } = lateParts();
    open(Late);
    await userEvent.click(screen.getByRole('button', { name: 'Refunds to pay back' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Search' }));
    await arrive();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    expect(scrolled).not.toHaveBeenCalled();
  });
});
