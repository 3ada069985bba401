import { type ReactNode, useEffect, useRef, useState } from 'react';

/** Props of {@link ChatLoadFailure}. */
export interface ChatLoadFailureProps {
  /** What stays in the corner when the message is closed, such as the launcher. */
  beside: ReactNode;
  /** Downloads the assistant again. */
  onRetry: () => void;
}

/**
 * "The assistant could not be loaded" in the corner, with Try again and Close, above the launcher.
 * Close, or Esc wherever the focus is (unless something there used the key, such as a dialog
 * closing), leaves the launcher alone, which tries again when pressed.
 * Decision: closable rather than shrunk to the launcher's size; on a 360 px phone the box covered
 * the end of the page until Try again was pressed, and a box that small could not say why, nor
 * hold a button a thumb can reach. Esc works without moving the focus, as for content that
 * appears over a page (WCAG 1.4.13): the focus is not taken from the alert, which it would cut
 * short in some screen readers.
 */
export function ChatLoadFailure({ beside, onRetry }: ChatLoadFailureProps) {
  const [closed, setClosed] = useState(false);
  const cornerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (closed) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      // An Esc a panel or dialog of the page used already (closing itself) is not this one's.
      if (event.key === 'Escape' && !event.defaultPrevented) setClosed(true);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [closed]);

  // Close, or Try again's focus when Esc was pressed, went with the message: the launcher, the one
  // button left in the corner, takes the focus rather than the page's body.
  useEffect(() => {
    const focused = document.activeElement;
    if (closed && (focused === null || focused === document.body)) {
      cornerRef.current?.querySelector('button')?.focus();
    }
  }, [closed]);

  return (
    <div className="coaz-chat" ref={cornerRef}>
      {!closed && (
        <div className="coaz-chat-window coaz-chat-window--message" role="alert">
          <p>The assistant could not be loaded. Check your connection and try again.</p>
          <div className="coaz-chat-message-actions">
            <button
              type="button"
              className="coaz-chat-text-button"
              // The slot mounts a new boundary for the next try (its key), which starts unfailed.
              onClick={onRetry}
            >
              Try again
            </button>
            <button type="button" className="coaz-chat-text-button" onClick={() => setClosed(true)}>
              Close
            </button>
          </div>
        </div>
      )}
      {beside}
    </div>
  );
}
