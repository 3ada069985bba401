import { Alert } from '@coaz/ui-kit';
import { useEffect, useRef } from 'react';
import { SAYS_WHAT_HAPPENED } from '../site/use-route-focus';

/** Props of {@link FinishedFlowNotice}. */
export interface FinishedFlowNoticeProps {
  /** What the finished flow says (`LoginNotice`): "Payment received; …". */
  notice: string;
}

/**
 * The line a finished flow (payment, new password, registration) brings to the dashboard, which
 * takes the cursor when it appears, as the app's other confirmations do (the password changed, the
 * phone number confirmed): it is read where the cursor lands, and Tab goes on from it. As the
 * heading's description it was often not read at all (screen readers skip a static heading's
 * description); as a live region drawn with the page it is not reliably read either, and both
 * ways at once it would be heard twice. The cursor is taken only from where the move to the page
 * left it (nowhere, the page's heading or `<main>`), never from a field the member went on to.
 * Marked {@link SAYS_WHAT_HAPPENED}, so the move to the page does not say the page's title after
 * it ("Dashboard | …" drowned "Application received").
 */
export function FinishedFlowNotice({ notice }: FinishedFlowNoticeProps) {
  const line = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const at = document.activeElement;
    if (at && at !== document.body && !at.matches('main, h1')) return;
    line.current?.focus();
  }, []);
  return (
    <div ref={line} tabIndex={-1} className="member-form-done" {...{ [SAYS_WHAT_HAPPENED]: '' }}>
      <Alert tone="success" live={false}>
        {notice}
      </Alert>
    </div>
  );
}
