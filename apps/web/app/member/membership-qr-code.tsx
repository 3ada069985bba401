import { Button, Spinner } from '@coaz/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { loadQrEncoder } from './load-qr-encoder';

/** Where the card's QR code stands: its encoder on its way, drawn, or not downloaded. */
type QrState = { kind: 'loading' } | { kind: 'drawn'; src: string } | { kind: 'failed' };

/**
 * The card's QR code, which opens `url` (the number's public verification page). Its encoder is
 * downloaded when a card is shown ({@link loadQrEncoder}): until then the code's place says it is
 * loading, and if the download fails on a bad connection it says so with Try again, the card's
 * facts staying readable beside it. Try again leaves the cursor on the code's place, where the
 * button was, so a keyboard or screen-reader user hears the progress and the code.
 */
export function MembershipQrCode({
  url,
  number,
  loadEncoder = loadQrEncoder,
}: {
  url: string;
  number: string;
  /** Downloads the encoder; a test's stands in for a connection that drops. */
  loadEncoder?: typeof loadQrEncoder;
}) {
  const [state, setState] = useState<QrState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const place = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt downloads again.
  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    loadEncoder().then(
      (QRCode) =>
        QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
          (svg) => {
            if (current) {
              setState({
                kind: 'drawn',
                src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
              });
            }
          },
          // An address the encoder cannot draw (none the site makes): the card without a code,
          // as before the encoder was downloaded apart; trying again would fail the same way.
          () => {
            if (current) setState({ kind: 'drawn', src: '' });
          },
        ),
      () => {
        if (current) setState({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [url, attempt, loadEncoder]);

  const tryAgain = () => {
    place.current?.focus();
    setAttempt((count) => count + 1);
  };

  return (
    <div className="member-card__qr-place" ref={place} tabIndex={-1}>
      {state.kind === 'loading' ? <Spinner label="Loading the QR code…" showLabel /> : null}
      {state.kind === 'drawn' && state.src ? (
        <img
          className="member-card__qr"
          src={state.src}
          alt={`QR code that opens the verification page of ${number}`}
          width={128}
          height={128}
        />
      ) : null}
      {state.kind === 'failed' ? (
        <div role="alert" className="member-card__qr-failed">
          <p>The QR code could not be loaded. Check your connection and try again.</p>
          <Button variant="secondary" onClick={tryAgain}>
            Try again
          </Button>
        </div>
      ) : null}
    </div>
  );
}
