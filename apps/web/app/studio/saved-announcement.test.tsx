import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoLiveRegion } from '../test-support/form-messages';
import { SavedAnnouncement } from './saved-announcement';

/** A section whose Save closes its form, or (`formStays`) keeps it and its button. */
function SavedSection({ formStays = false }: { formStays?: boolean }) {
  const [saved, setSaved] = useState(false);
  return (
    <section aria-label="Notices">
      {saved ? <SavedAnnouncement message="Published: it is on the site now" /> : null}
      {saved && !formStays ? null : (
        <button type="button" onClick={() => setSaved(true)}>
          Save
        </button>
      )}
    </section>
  );
}

describe('SavedAnnouncement', () => {
  // It took the cursor and was a status too: read as the status, then again as the cursor came.
  it('takes the cursor the closed form left nowhere, and is read there alone', async () => {
    const { container } = render(<SavedSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const line = screen
      .getByText('Published: it is on the site now')
      .closest('.studio-announcement');
    expect(line).toHaveFocus();
    expectNoLiveRegion(line as HTMLElement);
    await expectNoAxeViolations(container);
  });

  it('is a status where the cursor stays on the button pressed', async () => {
    render(<SavedSection formStays />);
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    expect(screen.getByRole('status')).toHaveTextContent('Published: it is on the site now');
    expect(save).toHaveFocus();
  });
});
