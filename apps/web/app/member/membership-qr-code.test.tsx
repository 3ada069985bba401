import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadQrEncoder } from './load-qr-encoder';
import { MembershipQrCode } from './membership-qr-code';

const URL = 'https://coaz.example/verify/COAZ-000001';

describe("the card's QR code", () => {
  it('says it is loading while its encoder downloads, then shows the code', async () => {
    render(<MembershipQrCode url={URL} number="COAZ-000001" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the QR code…');
    const code = await screen.findByRole('img', {
      name: 'QR code that opens the verification page of COAZ-000001',
    });
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so with Try again when its encoder cannot be downloaded, and draws it on a try', async () => {
    // The first download fails as a dropped connection does; the next is the real one.
    const loadEncoder = vi
      .fn(loadQrEncoder)
      .mockImplementationOnce(() =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      );
    const user = userEvent.setup();
    const { container } = render(
      <MembershipQrCode url={URL} number="COAZ-000001" loadEncoder={loadEncoder} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The QR code could not be loaded. Check your connection and try again.',
    );
    await expectNoAxeViolations(container);
    // By keyboard: the button is reached with Tab and pressed with Enter.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The cursor stays where the button was, not thrown to the page's top.
    expect(container.querySelector('.member-card__qr-place')).toHaveFocus();
    expect(
      await screen.findByRole('img', { name: /QR code that opens the verification page/ }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loadEncoder).toHaveBeenCalledTimes(2);
  });
});
