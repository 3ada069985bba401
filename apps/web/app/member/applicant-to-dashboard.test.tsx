import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import FinishRegistration from '../routes/finish-registration';
import { scriptedClient } from '../test-support/editor-session';
import { renderRoute } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const SUMMARY = {
  status: 'INCOMPLETE_REGISTRATION',
  membershipNumber: null,
  membershipType: null,
  membershipTypeName: null,
  professionalCategory: null,
  professionalCategoryName: null,
  validUntil: null,
  goodStanding: false,
  goodStandingUntil: null,
  fee: null,
  application: null,
  todo: [],
};

const APPLICATION = {
  id: 4,
  membershipType: 'student_membership',
  membershipTypeName: 'Student Membership',
  status: 'SUBMITTED',
  reason: null,
  submittedAt: '2026-12-04T22:01:34.428Z',
  decidedAt: null,
  documents: [],
  missingDocuments: [],
};

/** Where the redirect lands; the dashboard itself has tests of its own. */
function DashboardStandIn() {
  return <h1>Dashboard</h1>;
}

/** Opens /finish_registration signed in, as a login answering INCOMPLETE_REGISTRATION leads. */
async function openFinishRegistration(
  application: typeof APPLICATION | null,
  status = SUMMARY.status,
) {
  server = await startScriptedServer(({ path }) => {
    if (path === '/coaz/api/membership') {
      return { status: 200, body: { ...SUMMARY, status, application } };
    }
    if (path === '/coaz/api/districts') {
      return { status: 200, body: [{ id: 7, name: 'Kabwe', province: 'Central' }] };
    }
    return undefined;
  });
  const client = scriptedClient(server.url, {
    tokens: { accessToken: 'access', refreshToken: 'refresh' },
  });
  renderRoute(
    [
      { path: '/finish_registration', Component: FinishRegistration },
      { path: '/dashboard', Component: DashboardStandIn },
    ],
    '/finish_registration?userId=38',
    client,
  );
}

describe('ApplicantToDashboard on /finish_registration', () => {
  it('takes a member who applied online to the dashboard, not to a form the server refuses them', async () => {
    await openFinishRegistration(APPLICATION);
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Finish registration' })).toBeNull();
  });

  it('takes a member whose registration is complete on to the dashboard (the back button, an old link)', async () => {
    // The form used to be filled in again, only to be refused: "already complete".
    for (const status of ['PENDING_PAYMENT', 'ACTIVE']) {
      await openFinishRegistration(null, status);
      expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      expect(screen.queryByRole('form', { name: 'Finish registration' })).toBeNull();
      await server?.close();
      server = undefined;
      cleanup();
    }
  });

  it('shows the form to a member registered by the secretariat, who never applied online', async () => {
    await openFinishRegistration(null);
    expect(await screen.findByRole('form', { name: 'Finish registration' })).toBeVisible();
  });
});
