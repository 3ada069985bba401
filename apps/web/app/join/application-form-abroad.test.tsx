import type { ApplicableMembershipType } from '@coaz/api-client/membership';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findProblemSummary } from '../test-support/form-messages';
import { buildUploadFormsWithNode } from '../test-support/node-form-data';
import { TestProviders, testApiClient } from '../test-support/render-route';
import {
  type ScriptedAnswer,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { ApplicationForm } from './application-form';

// An associate practising outside Zambia and an institution applying for affiliate membership:
// the form asks each only what applies (the server's README, "What each applicant is asked for").

const DISTRICTS = [{ id: 7, name: 'Kabwe', province: 'Central', provinceId: 2 }];

buildUploadFormsWithNode();

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStorage.clear();
});

async function renderForm(
  membershipType: ApplicableMembershipType,
  answer: ScriptedAnswer = { status: 201, body: { message: 'Application received.' } },
) {
  server = await startScriptedServer((request) => {
    if (request.path === '/coaz/api/districts') return { status: 200, body: DISTRICTS };
    if (request.path === '/coaz/api/applications') return answer;
    return undefined;
  });
  const onApplied = vi.fn();
  const view = render(
    <TestProviders client={testApiClient(server.url)}>
      <ApplicationForm membershipType={membershipType} onApplied={onApplied} />
    </TestProviders>,
  );
  await screen.findByRole('option', { name: 'Central' });
  return { ...view, onApplied };
}

/** The text fields of the application the server was sent, from its multipart body. */
function sentFields(): Record<string, string> {
  const request = server?.requests.find((sent) => sent.path === '/coaz/api/applications');
  const body = String(request?.body ?? '');
  return Object.fromEntries(
    [...body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)].map((match) => [
      match[1] as string,
      match[2] as string,
    ]),
  );
}

async function typeLogin() {
  await userEvent.type(screen.getByLabelText(/^User name/), 'sample.abroad');
  await userEvent.type(screen.getByLabelText(/^Password \*/), 'Gaborone-Clinic-2027');
  await userEvent.type(screen.getByLabelText(/^Password again/), 'Gaborone-Clinic-2027');
}

const apply = () => userEvent.click(screen.getByRole('button', { name: 'Apply for membership' }));

describe('ApplicationForm for an associate outside Zambia', () => {
  it('asks for the country, a passport or NRC and a number with its country code, not a district', async () => {
    const { container, onApplied } = await renderForm('associate_membership');
    expect(screen.queryByLabelText(/^Passport number/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Outside Zambia' }));
    expect(screen.queryByLabelText(/^Province/)).toBeNull();
    expect(screen.queryByLabelText(/^District/)).toBeNull();
    expect(screen.getByLabelText(/^NRC number \(if you have one\)/)).not.toBeRequired();
    // Mobile money, the one way to pay, needs a Zambian wallet: said once, where it is chosen.
    expect(screen.getAllByText(/needs a Zambian mobile money account/)).toHaveLength(1);
    // The secretariat records a bank transfer as paid: the form says so rather than "ask how".
    expect(screen.getByText(/needs a Zambian mobile money account/).textContent).toMatch(
      /pay the secretariat by bank transfer .* and it records your payment here/,
    );
    await apply();
    const summary = await findProblemSummary();
    expect(summary).toHaveTextContent(
      'Passport number: Enter your passport number, or your NRC number if you have one',
    );
    expect(summary).toHaveTextContent(
      'Mobile number: Enter your mobile number with its country code',
    );
    expect(summary).toHaveTextContent('Country: Enter the country where you live');
    expect(summary).not.toHaveTextContent('Province');
    await userEvent.type(screen.getByLabelText(/^First name/), 'Sample');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Abroad');
    await userEvent.type(screen.getByLabelText(/^Passport number/), 'zn000001');
    await userEvent.type(screen.getByLabelText(/^Mobile number/), '+267 71 000001');
    await userEvent.selectOptions(
      screen.getByLabelText(/^Professional category/),
      'Clinical Officer General',
    );
    await userEvent.type(screen.getByLabelText(/^Country/), 'Botswana');
    await typeLogin();
    await apply();
    await vi.waitFor(() => expect(onApplied).toHaveBeenCalledWith('Application received.'));
    const sent = sentFields();
    expect(sent).toMatchObject({
      membershipType: 'associate_membership',
      residence: 'abroad',
      applicantKind: 'person',
      passportNumber: 'zn000001',
      phoneNumber: '+267 71 000001',
      country: 'Botswana',
    });
    expect(sent).not.toHaveProperty('districtId');
    expect(sent).not.toHaveProperty('nrcNumber');
    await expectNoAxeViolations(container);
  });

  it('puts the server’s refusal of the country beside it and keeps what was typed', async () => {
    await renderForm('associate_membership', {
      status: 400,
      body: { error: 'validation_failed', message: 'country: must not contain control characters' },
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Outside Zambia' }));
    await userEvent.type(screen.getByLabelText(/^First name/), 'Sample');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Abroad');
    await userEvent.type(screen.getByLabelText(/^NRC number/), '123456/10/1');
    await userEvent.type(screen.getByLabelText(/^Mobile number/), '0044 7700 900123');
    await userEvent.selectOptions(
      screen.getByLabelText(/^Professional category/),
      'Clinical Officer General',
    );
    await userEvent.type(screen.getByLabelText(/^Country/), 'United Kingdom');
    await typeLogin();
    await apply();
    const summary = await findProblemSummary();
    expect(summary).toHaveTextContent('Country: Must not contain control characters');
    const country = screen.getByLabelText(/^Country/);
    expect(country).toHaveFocus();
    expect(country).toHaveAttribute('aria-invalid', 'true');
    expect(country).toHaveValue('United Kingdom');
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('0044 7700 900123');
  });

  it('asks full membership for a district whatever was chosen under associate', async () => {
    const { rerender } = await renderForm('associate_membership');
    await userEvent.click(screen.getByRole('radio', { name: 'Outside Zambia' }));
    rerender(
      <TestProviders client={testApiClient(server?.url ?? '')}>
        <ApplicationForm membershipType="full_membership" onApplied={vi.fn()} />
      </TestProviders>,
    );
    expect(screen.queryByRole('radio', { name: 'Outside Zambia' })).toBeNull();
    expect(screen.getByLabelText(/^District/)).toBeRequired();
    expect(screen.queryByLabelText(/^Country/)).toBeNull();
    expect(screen.getByLabelText(/^NRC number \*/)).toBeRequired();
  });
});

describe('ApplicationForm for an institution', () => {
  it('asks for the organisation and its contact person, and sends no NRC typed before', async () => {
    const { container, onApplied } = await renderForm('affiliate_membership');
    // Typed as a person first, then the applicant changed their mind.
    await userEvent.type(screen.getByLabelText(/^NRC number/), '123456/10/1');
    await userEvent.click(
      screen.getByRole('radio', {
        name: 'An institution or organisation, through its contact person',
      }),
    );
    expect(screen.queryByLabelText(/^NRC number/)).toBeNull();
    expect(screen.queryByLabelText(/^Professional category/)).toBeNull();
    expect(screen.getByRole('group', { name: 'Where is the organisation?' })).toBeInTheDocument();
    await apply();
    const summary = await findProblemSummary();
    expect(summary).toHaveTextContent(
      'Name of the institution or organisation: Enter the name of the institution or organisation',
    );
    expect(summary).toHaveTextContent(
      'Contact person’s first name: Enter the contact person’s first name',
    );
    expect(summary).toHaveTextContent('E-mail: An organisation needs an e-mail address');
    expect(screen.getByLabelText(/^Name of the institution or organisation/)).toHaveFocus();
    await userEvent.type(
      screen.getByLabelText(/^Name of the institution or organisation/),
      'Sample Health Institute',
    );
    await userEvent.type(screen.getByLabelText(/^Registration number/), 'PACRA 120001');
    await userEvent.type(screen.getByLabelText(/^Contact person’s first name/), 'Sample');
    await userEvent.type(screen.getByLabelText(/^Contact person’s last name/), 'Contact');
    await userEvent.type(screen.getByLabelText(/^Mobile number/), '0973000001');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'admissions@example.org');
    await userEvent.selectOptions(screen.getByLabelText(/^Province/), 'Central');
    await userEvent.selectOptions(screen.getByLabelText(/^District/), 'Kabwe');
    await typeLogin();
    await apply();
    await vi.waitFor(() => expect(onApplied).toHaveBeenCalled());
    const sent = sentFields();
    expect(sent).toMatchObject({
      applicantKind: 'organisation',
      residence: 'zambia',
      organisationName: 'Sample Health Institute',
      organisationRegistration: 'PACRA 120001',
      email: 'admissions@example.org',
      districtId: '7',
    });
    expect(sent).not.toHaveProperty('nrcNumber');
    await expectNoAxeViolations(container);
  });
});

// A refused form's messages stayed as they were when the answer changed under them: "Enter a
// Zambian mobile number" beside a field that now asked for a country code, and "Full membership
// needs your HPCZ registration number" under Associate Membership, each read with its field and
// counted in the summary until the next press of Apply.
describe('ApplicationForm after a refused try, when a choice changes', () => {
  it('says each field’s problem as the new choice has it, and drops those it no longer has', async () => {
    const { rerender } = await renderForm('full_membership');
    await apply();
    const phone = screen.getByLabelText(/^Mobile number/);
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Zambian'));
    rerender(
      <TestProviders client={testApiClient(server?.url ?? '')}>
        <ApplicationForm membershipType="associate_membership" onApplied={() => {}} />
      </TestProviders>,
    );
    const hpcz = screen.getByLabelText(/^HPCZ registration number/);
    expect(hpcz).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Practising licence/)).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('radio', { name: 'Outside Zambia' }));
    expect(screen.getByLabelText(/^Mobile number/)).toHaveAccessibleDescription(
      'With its country code, such as +44 7700 900123 Enter your mobile number with its country code, such as +44 7700 900123',
    );
    // Still wrong under the new choices, so still said: the names and the login.
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    const summary = await findProblemSummary();
    expect(summary.textContent).not.toMatch(/HPCZ|Province|District|Practising licence|Zambian/);
    expect(summary.textContent).toMatch(/^Error: 7 fields need a change/);
  });
});
