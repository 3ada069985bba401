import { ApiError } from '@coaz/api-client';
import { Alert, Button } from '@coaz/ui-kit';
import { Link } from 'react-router';
import { refusalMessage } from './refusal-message';

/** Props of {@link FeeNotLoaded}. */
export interface FeeNotLoadedProps {
  /** Why the fee could not be read, as React Query gives it. */
  error: Error;
  /** Reads the fee again. */
  onRetry: () => void;
  /** True while the fee is read again, so a second press sends nothing (the button keeps the cursor). */
  retrying: boolean;
}

/**
 * What the payment page says when it could not read the fee its link names. A fee the server does
 * not know for this member (404: a link from an older message, a fee withdrawn or replaced, another
 * member's link) is said in words with the way to the dashboard, which shows any fee still to pay;
 * anything else (no connection, a slow network, the server unable) can pass, so it offers to try
 * again. It used to show the server's bare "You have no fee with that id", or a lost connection's
 * message, with no way on but the browser's.
 */
export function FeeNotLoaded({ error, onRetry, retrying }: FeeNotLoadedProps) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Alert tone="error" title="No fee to pay at this link">
        <p>
          This link names no membership fee of yours that is still to pay: it may be from an older
          message, or for another member. Your dashboard shows any fee still to pay, with a link to
          pay it.
        </p>
        <p>
          <Link to="/dashboard" className="coaz-link">
            Go to your dashboard
          </Link>
        </p>
      </Alert>
    );
  }
  return (
    <Alert tone="error" title="Your membership fee could not be loaded">
      <p>{refusalMessage(error)}</p>
      <p>
        {/* Not disabled while trying: a disabled button drops the cursor to the top of the page,
            and a second try that fails again would leave a keyboard user nowhere. */}
        <Button
          variant="secondary"
          onClick={() => {
            if (!retrying) onRetry();
          }}
          aria-disabled={retrying || undefined}
        >
          {retrying ? 'Trying again…' : 'Try again'}
        </Button>
      </p>
    </Alert>
  );
}
