import { Alert, Button } from '@coaz/ui-kit';
import { Component, type ReactNode } from 'react';

/** Props of {@link PartLoadBoundary}. */
export interface PartLoadBoundaryProps {
  children: ReactNode;
  /** What could not be loaded, to begin the message: "The studio". */
  what: string;
  /** Downloads the part again (the caller mounts a new boundary, with new lazy parts). */
  onRetry: () => void;
}

interface PartLoadBoundaryState {
  failed: boolean;
}

/**
 * Catches a failed download of a dashboard part fetched when it is opened (the studio, the
 * secretariat's tools), which a dropped mobile connection or a new release of the site causes,
 * and says so in its place with a way to try again. Without it the error reached the route's
 * boundary and the whole dashboard, sidebar and the member's own pages with it, gave way to an
 * error page.
 */
export class PartLoadBoundary extends Component<PartLoadBoundaryProps, PartLoadBoundaryState> {
  override state: PartLoadBoundaryState = { failed: false };

  static getDerivedStateFromError(): PartLoadBoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert tone="error" title={`${this.props.what} could not be loaded`}>
        <p>Check your connection and try again.</p>
        <Button variant="secondary" onClick={this.props.onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
}
