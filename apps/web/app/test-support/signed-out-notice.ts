import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The login's notice that the session ended, once it has taken the cursor, as it does when the
 * page loads anew after a session ended (routes/login.tsx): read where the cursor lands, in no
 * live region. Its text is what a screen reader reads there.
 */
export async function focusedSignedOutNotice(): Promise<HTMLElement> {
  const title = await screen.findByText('You were signed out');
  const notice = title.closest<HTMLElement>('[tabindex="-1"]');
  if (!notice) throw new Error('The signed-out notice cannot take the cursor');
  await waitFor(() => expect(notice).toHaveFocus());
  return notice;
}
