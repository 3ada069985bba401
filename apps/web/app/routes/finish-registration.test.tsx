import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test-support/render-route';
import FinishRegistration from './finish-registration';

describe('/finish_registration', () => {
  // Finishing the old follow-up records who the person is; it gives no membership by itself (an
  // account with no fee on record is ACTIVE with none), so the page must not promise one.
  it('says what finishing does without promising a membership', () => {
    renderRoute(
      [{ path: '/finish_registration', Component: FinishRegistration }],
      '/finish_registration?userId=5',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Finish your registration');
    expect(
      screen.getByText(
        'Tell us who you are and where you work to finish registering your account.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/complete your membership/)).toBeNull();
  });
});
