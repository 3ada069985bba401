import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GOOD_STANDING_DATE_MEANS } from '../member/good-standing-date';
import { NO_MEMBERSHIP_NUMBER } from '../member/membership-number-reading';
import { renderRoute } from '../test-support/render-route';
import VerifyForm, { CHECKING, loader } from './verify-form';

/** Runs the route's loader for `/verify<search>` as the server does; a redirect is thrown. */
async function load(search: string): Promise<Response | { data: unknown; init?: ResponseInit }> {
  try {
    return (await loader({
      request: new Request(`http://coaz.internal/verify${search}`),
      params: {},
      context: undefined,
    } as unknown as Parameters<typeof loader>[0])) as unknown as {
      data: unknown;
      init?: ResponseInit;
    };
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const formRoute = [{ path: '/verify', Component: VerifyForm, loader }];

describe('/verify, the membership check form', () => {
  it('is a plain GET form with the label, where the number is on the card and its format', async () => {
    const { container } = renderRoute(formRoute, '/verify');
    const field = await screen.findByLabelText(/^Membership number/);
    expect(field).toHaveAttribute('name', 'number');
    expect(field).toHaveAccessibleDescription(
      'On the membership card, in the line “Membership number” under the member’s name: COAZ- followed by six digits, such as COAZ-000123.',
    );
    const form = field.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/verify');
    // Marked for the page's starter: reaching the field fetches no app, and a number sent is
    // said to be checked while the answer comes (app-start/start-on-demand.ts).
    expect(form).toHaveAttribute('data-sends-without-app', CHECKING);
    // Opened to check a number, the page leaves the cursor where a page starts.
    expect(field).not.toHaveFocus();
    expect(screen.getByRole('heading', { name: 'What the answer means' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('explains an answer with no date, and that membership is not HPCZ registration', async () => {
    renderRoute(formRoute, '/verify');
    const meaning = await screen.findByRole('region', { name: 'What the answer means' });
    // The server calls a member from before online subscriptions "In good standing" with no date.
    expect(meaning.textContent).toMatch(
      /In good standing with no date: a member on the association’s roll/,
    );
    // The grace period, in the words the answer itself says it (one source).
    expect(meaning.textContent).toContain(GOOD_STANDING_DATE_MEANS);
    // An employer must not read good standing as a licence to practise.
    expect(meaning.textContent).toMatch(
      /not registration with the Health Professions Council of Zambia/,
    );
  });

  it('leads a number typed loosely to its verification, never stored', async () => {
    for (const typed of ['COAZ-000123', 'coaz 000123', '000123']) {
      const answer = await load(`?number=${encodeURIComponent(typed)}`);
      expect(answer, typed).toBeInstanceOf(Response);
      const response = answer as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/verify/COAZ-000123');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('answers a number it cannot read with 400 and the form again, the text kept and the format said', async () => {
    const answer = (await load('?number=COAZ-1234')) as { data: unknown; init?: ResponseInit };
    expect(answer.init?.status).toBe(400);
    expect(new Headers(answer.init?.headers).get('Cache-Control')).toBe('no-store');
    const { container } = renderRoute(formRoute, '/verify?number=COAZ-1234');
    const field = await screen.findByLabelText(/^Membership number/);
    expect(field).toHaveValue('COAZ-1234');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      /COAZ-1234 is not a membership number: a membership number is COAZ- followed by six digits, such as COAZ-000123\./,
    );
    // Named as /verify/COAZ-1234 names it, not as a check that failed and may be tried again.
    expect(screen.getByText('Not a membership number')).toBeInTheDocument();
    expect(screen.queryByText('That number could not be checked')).toBeNull();
    // The refusal is a new page: the cursor is in the field to correct, not at the page's top.
    expect(field).toHaveFocus();
    // Read there, with the field, and only there: as an alert as well, a full page load could have
    // it read twice. The summary above stays, to see and to follow to the field.
    expect(
      [...container.querySelectorAll('[role="alert"], [role="status"], [aria-live]')].filter(
        (region) => region.textContent?.includes('is not a membership number'),
      ),
    ).toEqual([]);
    expect(
      screen.getByRole('link', { name: /COAZ-1234 is not a membership number/ }),
    ).toHaveAttribute('href', '#membership-number');
    await expectNoAxeViolations(container);
  });

  it('asks for the number when the form was sent empty, not that it is no membership number', async () => {
    renderRoute(formRoute, '/verify?number=');
    expect(await screen.findByLabelText(/^Membership number/)).toHaveAccessibleDescription(
      /Enter the membership number from the card/,
    );
    expect(screen.getByText('Enter a membership number')).toBeInTheDocument();
    expect(screen.queryByText('Not a membership number')).toBeNull();
  });

  it('asks for the number in place when it is sent empty, loading nothing', async () => {
    const loads = vi.fn(loader);
    const { container } = renderRoute(
      [{ path: '/verify', Component: VerifyForm, loader: loads }],
      '/verify',
    );
    const field = await screen.findByLabelText(/^Membership number/);
    await userEvent.type(field, '   ');
    // Heard at the document, after React's own listener has had the event.
    const submitted = vi.fn();
    const hear = (event: Event) => submitted(event.defaultPrevented);
    document.addEventListener('submit', hear);
    await userEvent.click(screen.getByRole('button', { name: 'Check membership' }));
    document.removeEventListener('submit', hear);
    // The browser's own submission is stopped: no page is asked of the server.
    expect(submitted).toHaveBeenCalledWith(true);
    expect(loads).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Enter a membership number')).toBeInTheDocument();
    expect(screen.queryByText('Not a membership number')).toBeNull();
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(/Enter the membership number from the card/);
    expect(field).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('lets a typed number go to the server the browser’s way once the app runs', async () => {
    renderRoute(formRoute, '/verify');
    const field = await screen.findByLabelText(/^Membership number/);
    await userEvent.type(field, 'COAZ-000004');
    // Heard at the window, where the starter hears it: after every handler of the app's.
    const prevented = vi.fn();
    const hear = (event: Event) => {
      prevented(event.defaultPrevented);
      // jsdom cannot open the answer's page.
      event.preventDefault();
    };
    window.addEventListener('submit', hear);
    await userEvent.click(screen.getByRole('button', { name: 'Check membership' }));
    window.removeEventListener('submit', hear);
    // Not answered in place: the starter says the number is being checked.
    expect(prevented).toHaveBeenCalledWith(false);
  });

  // The cursor stays in the field, so nothing else would say the request.
  it('says the request when Enter is pressed in the empty field', async () => {
    const { container } = renderRoute(formRoute, '/verify');
    const field = await screen.findByLabelText(/^Membership number/);
    await userEvent.type(field, '{Enter}');
    expect(field).toHaveFocus();
    await waitFor(() =>
      expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe(
        NO_MEMBERSHIP_NUMBER,
      ),
    );
    await expectNoAxeViolations(container);
  });
});
