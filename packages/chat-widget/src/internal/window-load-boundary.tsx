import { Component, type ReactNode } from 'react';

/** Props of {@link WindowLoadBoundary}. */
export interface WindowLoadBoundaryProps {
  children: ReactNode;
  /** Loads the window's code again. */
  onRetry: () => void;
}

interface WindowLoadBoundaryState {
  failed: boolean;
}

/**
 * Catches a failed download of the window's code, which happens on a dropped mobile
 * connection, and offers to try again instead of leaving an empty corner.
 */
export class WindowLoadBoundary extends Component<
  WindowLoadBoundaryProps,
  WindowLoadBoundaryState
> {
  override state: WindowLoadBoundaryState = { failed: false };

  static getDerivedStateFromError(): WindowLoadBoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="coaz-chat-window coaz-chat-window--message" role="alert">
        <p>The assistant could not be loaded. Check your connection and try again.</p>
        <button
          type="button"
          className="coaz-chat-text-button"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          Try again
        </button>
      </div>
    );
  }
}
