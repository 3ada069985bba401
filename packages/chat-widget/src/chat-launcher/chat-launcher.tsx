import { Button } from '@coaz/ui-kit';

/** Props of {@link ChatLauncher}. */
export interface ChatLauncherProps {
  /** Whether the assistant's window is open; drives `aria-expanded`. */
  open: boolean;
  /** Called when the visitor presses the button. */
  onToggle: () => void;
}

/** The small floating button that opens and closes the constitution assistant. */
export function ChatLauncher({ open, onToggle }: ChatLauncherProps) {
  return (
    <Button className="coaz-chat-launcher" aria-expanded={open} onClick={onToggle}>
      {open ? 'Close the constitution assistant' : 'Ask about the constitution'}
    </Button>
  );
}
