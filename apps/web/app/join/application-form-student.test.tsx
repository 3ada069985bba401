import type { ApplicableMembershipType } from '@coaz/api-client/membership';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findProblemSummary } from '../test-support/form-messages';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { ApplicationForm } from './application-form';

// A student is not yet of a professional category: the form asks for the programme they train in,
// which the card and the public check then say as "Training in" (`member/category-fact.ts`).

const DISTRICTS = [{ id: 7, name: 'Kabwe', province: 'Central', provinceId: 2 }];

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStorage.clear();
});

async function renderForm(membershipType: ApplicableMembershipType) {
  server = await startScriptedServer((request) =>
    request.path === '/coaz/api/districts' ? { status: 200, body: DISTRICTS } : undefined,
  );
  const view = render(
    <TestProviders client={testApiClient(server.url)}>
      <ApplicationForm membershipType={membershipType} onApplied={vi.fn()} />
    </TestProviders>,
  );
  await screen.findByRole('option', { name: 'Central' });
  return view;
}

describe('the category field of a student’s application', () => {
  it('asks for the programme the student trains in, and says what the card will say', async () => {
    const { container } = await renderForm('student_membership');
    expect(screen.queryByLabelText(/^Professional category/)).toBeNull();
    const programme = screen.getByLabelText(/^Programme you are training in/);
    expect(programme).toHaveAccessibleDescription(
      expect.stringContaining('will say you are training in it, not that you practise it'),
    );
    expect(screen.getByRole('option', { name: 'Choose a programme' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('names the programme when none is chosen, beside the field and in the summary', async () => {
    await renderForm('student_membership');
    await userEvent.click(screen.getByRole('button', { name: 'Apply for membership' }));
    const summary = await findProblemSummary();
    expect(summary).toHaveTextContent(
      'Programme you are training in: Choose the programme you are training in',
    );
    expect(screen.getByLabelText(/^Programme you are training in/)).toHaveAccessibleDescription(
      expect.stringContaining('Choose the programme you are training in'),
    );
  });

  it('still asks a practitioner for their professional category, with no word of training', async () => {
    await renderForm('full_membership');
    expect(screen.queryByLabelText(/^Programme you are training in/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Apply for membership' }));
    expect(await findProblemSummary()).toHaveTextContent(
      'Professional category: Choose your professional category',
    );
  });
});
