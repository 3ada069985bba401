import { createApiClient, memoryTokenStore } from '@coaz/api-client';
import type { MembershipDues } from '@coaz/api-client/membership';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { District } from '../member/use-districts';
import type { SiteRenderContext } from '../render/site-render-context';
import { siteRenderContext } from '../render/site-render-context';
import { prerenderPaths, serverRenderedPaths } from '../site/public-paths';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { SAMPLE_APPLICATION } from '../test-support/sample-application';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import Join, { loader } from './join';

const DISTRICTS: District[] = [
  { id: 7, name: 'Kabwe', province: 'Central', provinceId: 2 },
  { id: 9, name: 'Ndola', province: 'Copperbelt', provinceId: 3 },
];

const DUES: MembershipDues[] = [
  { membershipType: 'full_membership', name: 'Full Membership', amount: 450 },
  { membershipType: 'student_membership', name: 'Student Membership', amount: 100 },
];

/** The page's props as the framework gives them, with the districts and fees its loader read. */
function joinProps(districts: District[] | null, dues: MembershipDues[] | null) {
  return { loaderData: { districts, dues } } as unknown as Parameters<typeof Join>[0];
}

function JoinAt({
  url,
  districts = null,
  dues = null,
}: {
  url: string;
  districts?: District[] | null;
  dues?: MembershipDues[] | null;
}) {
  return (
    <MemoryRouter initialEntries={[url]}>
      {/* An API nobody answers: whatever the page lists, it had before any request. */}
      <TestProviders client={testApiClient()}>
        <Join {...joinProps(districts, dues)} />
      </TestProviders>
    </MemoryRouter>
  );
}

/**
 * Runs the page's loader as the server does, its in-process fetch answering the districts with
 * `answer` and the fees with `duesAnswer`.
 */
async function load(
  answer: (() => Response) | null,
  duesAnswer: () => Response = () => new Response('{}', { status: 404 }),
) {
  const context = new RouterContextProvider();
  if (answer) {
    const render: SiteRenderContext = {
      apiFetch: async (input, init) => {
        const url = new URL(new Request(input, init).url);
        if (url.pathname === '/coaz/api/dues') return duesAnswer();
        return url.pathname === '/coaz/api/districts'
          ? answer()
          : new Response('{}', { status: 404 });
      },
      cacheKey: 'test',
      now: new Date('2026-12-05T10:00:00Z'),
    };
    context.set(siteRenderContext, render);
  }
  return loader({
    context,
    params: {},
    request: new Request('http://coaz.internal/join'),
  } as unknown as Parameters<typeof loader>[0]);
}

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = '';
});

describe('/join', () => {
  it('is rendered by the server with the type the address asks for, and hydrates without a mismatch', () => {
    // Rendered for the address a membership page links to, query included, as the server does.
    const html = renderToString(<JoinAt url="/join?type=student_membership" />);
    // Before any script runs, the page already shows the type asked for.
    document.body.innerHTML = `<div id="root">${html}</div>`;
    expect(screen.getByRole('radio', { name: /Student Membership/ })).toBeChecked();
    expect(
      screen.getByRole('heading', { name: 'Your application for Student Membership' }),
    ).toBeInTheDocument();
    expect(serverRenderedPaths()).toContain('/join');
    expect(prerenderPaths()).not.toContain('/join');
    const hydrationErrors = vi.fn();
    act(() => {
      hydrated = hydrateRoot(
        document.getElementById('root') as HTMLElement,
        <JoinAt url="/join?type=student_membership" />,
        { onRecoverableError: hydrationErrors },
      );
    });
    expect(hydrationErrors).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: /Student Membership/ })).toBeChecked();
    expect(
      screen.getByRole('heading', { name: 'Your application for Student Membership' }),
    ).toBeInTheDocument();
  });

  // A reload of /join after a lost answer brought the form back as Full Membership, the student's
  // training institution nowhere: the type chosen goes with the draft this tab keeps.
  it('comes back after a reload with the membership chosen and its text, before the app and after', async () => {
    sessionStorage.setItem(
      'coaz.member.typed.join',
      JSON.stringify({ membershipType: 'student_membership', trainingInstitution: 'Chainama' }),
    );
    document.body.innerHTML = `<div id="root">${renderToString(<JoinAt url="/join" />)}</div>`;
    // The page's inline script, run as the browser runs it while parsing.
    new Function(document.querySelector('#root script')?.textContent ?? '')();
    expect(screen.getByRole('radio', { name: /Student Membership/ })).toBeChecked();
    const hydrationErrors = vi.fn();
    act(() => {
      hydrated = hydrateRoot(
        document.getElementById('root') as HTMLElement,
        <JoinAt url="/join" />,
        { onRecoverableError: hydrationErrors },
      );
    });
    expect(hydrationErrors).not.toHaveBeenCalled();
    expect(
      await screen.findByRole('heading', { name: 'Your application for Student Membership' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Student Membership/ })).toBeChecked();
    expect(screen.getByLabelText(/^Training institution/)).toHaveValue('Chainama');
    sessionStorage.clear();
  });

  it('takes the type an address asks for over the one this tab kept', async () => {
    sessionStorage.setItem(
      'coaz.member.typed.join',
      JSON.stringify({ membershipType: 'student_membership' }),
    );
    const url = '/join?type=retired_membership';
    document.body.innerHTML = `<div id="root">${renderToString(<JoinAt url={url} />)}</div>`;
    // The browser's address is the page's (the router's is a memory one).
    window.history.replaceState(null, '', url);
    new Function(document.querySelector('#root script')?.textContent ?? '')();
    window.history.replaceState(null, '', '/');
    expect(screen.getByRole('radio', { name: /Retired Membership/ })).toBeChecked();
    act(() => {
      hydrated = hydrateRoot(document.getElementById('root') as HTMLElement, <JoinAt url={url} />);
    });
    expect(screen.getByRole('radio', { name: /Retired Membership/ })).toBeChecked();
    sessionStorage.clear();
  });

  it('says the first subscription may be paid to the secretariat, not only by Zambian mobile money', () => {
    render(<JoinAt url="/join" />);
    const step = screen.getByText(/^Pay your first year's subscription/);
    expect(step).toHaveTextContent(
      "Pay your first year's subscription by mobile money from a Zambian number, or to the secretariat by bank transfer or at its office: you are then a member in good standing.",
    );
  });

  // "Has paid the membership fee" was listed as who may apply: no applicant has yet, as the
  // application is what leads to the fee (the steps above say it is paid once approved).
  it('lists as who may apply only what an applicant can meet before applying', () => {
    for (const [type, name] of [
      ['full_membership', 'Full Membership'],
      ['student_membership', 'Student Membership'],
    ]) {
      const { unmount } = render(<JoinAt url={`/join?type=${type}`} />);
      const list = screen
        .getByRole('heading', { name: `Who may apply for ${name}` })
        .closest('section');
      expect(list?.textContent, type).not.toMatch(/\bpa(?:y|id)|\bfees?\b/i);
      expect(list?.querySelectorAll('li').length, type).toBeGreaterThan(1);
      unmount();
    }
  });

  // The opening asked a student for "your HPCZ number and your practising licence", which the
  // student's form never asks: it now says what the chosen type's form asks, and follows a change.
  it('opens with what the chosen type’s form asks to have ready, and follows a new choice', async () => {
    render(<JoinAt url="/join?type=student_membership" />);
    const opening = () => screen.getByText(/^Apply online in about ten minutes/);
    expect(opening()).toHaveTextContent(
      'Have your NRC and your student card ready, the card as a PDF or a photo.',
    );
    expect(opening().textContent).not.toMatch(/HPCZ|licence/);
    expect(screen.getByLabelText(/^Student card/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^HPCZ registration number/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Full Membership/ }));
    expect(opening()).toHaveTextContent(
      'Have your NRC, your HPCZ number and your practising licence ready, the licence as a PDF or a photo.',
    );
    expect(screen.getByLabelText(/^HPCZ registration number/)).toBeInTheDocument();
  });

  it('follows a link to another type while it is open', async () => {
    render(
      <MemoryRouter initialEntries={['/join?type=student_membership']}>
        <TestProviders client={testApiClient()}>
          <Link to="/join?type=associate_membership">Associate membership</Link>
          <Join {...joinProps(null, null)} />
        </TestProviders>
      </MemoryRouter>,
    );
    expect(screen.getByRole('radio', { name: /Student Membership/ })).toBeChecked();
    await userEvent.click(screen.getByRole('link', { name: 'Associate membership' }));
    expect(screen.getByRole('radio', { name: /Associate Membership/ })).toBeChecked();
    expect(
      screen.getByRole('heading', { name: 'Your application for Associate Membership' }),
    ).toBeInTheDocument();
  });

  it('lists the provinces in the HTML the server renders, not "Loading provinces…"', async () => {
    const { districts } = await load(() => Response.json(DISTRICTS));
    expect(districts).toEqual(DISTRICTS);
    const html = renderToString(<JoinAt url="/join" districts={districts} />);
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const province = screen.getByRole('combobox', { name: /^Province/ });
    expect([...province.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Choose a province',
      'Central',
      'Copperbelt',
    ]);
    expect(html).not.toContain('Loading provinces');
    const hydrationErrors = vi.fn();
    act(() => {
      hydrated = hydrateRoot(
        document.getElementById('root') as HTMLElement,
        <JoinAt url="/join" districts={districts} />,
        { onRecoverableError: hydrationErrors },
      );
    });
    expect(hydrationErrors).not.toHaveBeenCalled();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Province/ }),
      'Copperbelt',
    );
    expect(screen.getByRole('option', { name: 'Ndola' })).toBeInTheDocument();
  });

  it('shows each membership’s yearly fee in the HTML the server renders', async () => {
    const { dues } = await load(
      () => Response.json(DISTRICTS),
      () => Response.json({ items: DUES }),
    );
    expect(dues).toEqual(DUES);
    const html = renderToString(<JoinAt url="/join" dues={dues} />);
    document.body.innerHTML = `<div id="root">${html}</div>`;
    expect(
      screen.getByRole('radio', { name: /^Full Membership\s*K450\.00 a year/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: /^Student Membership\s*K100\.00 a year/ }),
    ).toBeInTheDocument();
    const hydrationErrors = vi.fn();
    act(() => {
      hydrated = hydrateRoot(
        document.getElementById('root') as HTMLElement,
        <JoinAt url="/join" dues={dues} />,
        { onRecoverableError: hydrationErrors },
      );
    });
    expect(hydrationErrors).not.toHaveBeenCalled();
  });

  it('leaves the lists to the browser when the member service cannot give them, or while prerendering', async () => {
    expect(
      await load(
        () => new Response('down', { status: 503 }),
        () => new Response('down', { status: 503 }),
      ),
    ).toEqual({ districts: null, dues: null });
    expect(await load(null)).toEqual({ districts: null, dues: null });
  });
});

describe('/join for an account that has applied already', () => {
  let server: ScriptedServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('heads what it says with the type the account applied for, not the type chosen above', async () => {
    server = await startScriptedServer(({ path }) => {
      if (path === '/coaz/api/current') {
        return {
          status: 200,
          body: {
            status: 'SUCCESSFUL',
            content: {
              user: {
                id: 9,
                username: 'sample.abroad',
                status: 'INCOMPLETE_REGISTRATION',
                role: 'member',
                firstName: 'Sample',
                lastName: 'Abroad',
              },
            },
            message: 'ok',
          },
        };
      }
      if (path === '/coaz/api/membership') {
        return {
          status: 200,
          body: {
            status: 'INCOMPLETE_REGISTRATION',
            membershipNumber: 'COAZ-000005',
            membershipType: null,
            validUntil: null,
            application: {
              ...SAMPLE_APPLICATION,
              membershipType: 'associate_membership',
              membershipTypeName: 'Associate Membership',
              status: 'APPROVED',
            },
            todo: [],
          },
        };
      }
      return undefined;
    });
    const tokenStore = memoryTokenStore();
    tokenStore.write({ accessToken: 'access', refreshToken: 'refresh' });
    const client = createApiClient({
      memberBaseUrl: `${server.url}/coaz/api/`,
      chatBaseUrl: `${server.url}/api/`,
      tokenStore,
      timeouts: { request: 5_000 },
    });
    render(
      <MemoryRouter initialEntries={['/join']}>
        <TestProviders client={client}>
          <Join {...joinProps(DISTRICTS, DUES)} />
        </TestProviders>
      </MemoryRouter>,
    );
    await screen.findByText(/You are logged in as sample\.abroad, whose application was approved/);
    expect(
      screen.getByRole('heading', { name: 'Your application for Associate Membership' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Your application for Full Membership' }),
    ).toBeNull();
  });

  // Told to apply again, a refused applicant filled in /join's form and made a second account:
  // their next step is to add documents to the application they have.
  it('says so and sends a refused applicant to their dashboard, with no form', async () => {
    server = await startScriptedServer(({ path }) => {
      if (path === '/coaz/api/current') {
        return {
          status: 200,
          body: {
            status: 'SUCCESSFUL',
            content: {
              user: {
                id: 8,
                username: 'sample.phiri',
                status: 'INCOMPLETE_REGISTRATION',
                role: 'member',
                firstName: 'Sample',
                lastName: 'Phiri',
              },
            },
            message: 'ok',
          },
        };
      }
      if (path === '/coaz/api/membership') {
        return {
          status: 200,
          body: {
            status: 'INCOMPLETE_REGISTRATION',
            membershipNumber: null,
            membershipType: null,
            validUntil: null,
            application: { ...SAMPLE_APPLICATION, status: 'REJECTED' },
            todo: [],
          },
        };
      }
      return undefined;
    });
    const tokenStore = memoryTokenStore();
    tokenStore.write({ accessToken: 'access', refreshToken: 'refresh' });
    const client = createApiClient({
      memberBaseUrl: `${server.url}/coaz/api/`,
      chatBaseUrl: `${server.url}/api/`,
      tokenStore,
      timeouts: { request: 5_000 },
    });
    render(
      <MemoryRouter initialEntries={['/join']}>
        <TestProviders client={client}>
          <Join {...joinProps(DISTRICTS, DUES)} />
        </TestProviders>
      </MemoryRouter>,
    );
    const told = await screen.findByText(
      /You are logged in as sample\.phiri, which has already applied/,
    );
    expect(told.textContent).toMatch(
      /do not apply again, add the documents asked for from your dashboard/,
    );
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: /Send|Apply|Submit/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /User name/ })).toBeNull();
  });
});
