import { Component, type ReactNode } from 'react';
import { ChatLoadFailure } from './chat-load-failure';

/** Props of {@link ChatLoadBoundary}. */
export interface ChatLoadBoundaryProps {
  children: ReactNode;
  /** What stays on the page beside the message, such as the launcher. */
  beside: ReactNode;
  /** Downloads the assistant again. */
  onRetry: () => void;
}

interface ChatLoadBoundaryState {
  failed: boolean;
}

/**
 * Catches a failed download of the assistant's code, which a dropped mobile connection causes,
 * and says so in the corner (chat-load-failure.tsx) with a way to try again. Without it the error
 * reached the route's boundary and the whole page, with whatever the visitor had typed into it,
 * gave way to an error page. Same words as the widget's own message for its window's code.
 */
export class ChatLoadBoundary extends Component<ChatLoadBoundaryProps, ChatLoadBoundaryState> {
  override state: ChatLoadBoundaryState = { failed: false };

  static getDerivedStateFromError(): ChatLoadBoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ChatLoadFailure beside={this.props.beside} onRetry={this.props.onRetry} />;
  }
}
