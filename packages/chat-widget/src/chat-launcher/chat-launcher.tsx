import type { Ref } from 'react';
import { ChatIcon } from '../internal/icons';

/** Props of {@link ChatLauncher}. */
export interface ChatLauncherProps {
  /** Whether the assistant's window is open; drives `aria-expanded` and the button's name. */
  open: boolean;
  /** Called when the visitor presses the button. */
  onToggle: () => void;
  /**
   * The button's name while the window is closed.
   * @default 'Ask about the constitution'
   */
  openLabel?: string;
  /**
   * The button's name while the window is open.
   * @default 'Close the constitution assistant'
   */
  closeLabel?: string;
  /** The `id` of the window it opens, for `aria-controls`. */
  controls?: string;
  /** The button element, so focus can come back to it when the window closes. */
  ref?: Ref<HTMLButtonElement>;
}

/** The small round floating button that opens and closes the constitution assistant. */
export function ChatLauncher({
  open,
  onToggle,
  openLabel = 'Ask about the constitution',
  closeLabel = 'Close the constitution assistant',
  controls,
  ref,
}: ChatLauncherProps) {
  return (
    <button
      ref={ref}
      type="button"
      className="coaz-chat-launcher"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? closeLabel : openLabel}
      title={open ? closeLabel : openLabel}
      onClick={onToggle}
    >
      <ChatIcon />
    </button>
  );
}
