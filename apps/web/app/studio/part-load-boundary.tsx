import { Alert, Button } from '@coaz/ui-kit';
import { Component, createRef, type ReactNode } from 'react';

/** Props of {@link PartLoadBoundary}. */
export interface PartLoadBoundaryProps {
  children: ReactNode;
  /** What could not be loaded, to begin the message: "The studio". */
  what: string;
  /** Downloads the part again: the caller gives new lazy parts as children; this boundary stays. */
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
 *
 * The part sits in a place that can take the cursor (out of the Tab order), kept while the message
 * gives way to the loading state and then to the part: Try again, which goes with the message,
 * puts the cursor there, so a screen reader reads the loading state and Tab goes on into the part.
 * On the page's heading, where it went before, Tab passed through the whole menu to come back to
 * the part, and a screen reader started again from the top.
 */
export class PartLoadBoundary extends Component<PartLoadBoundaryProps, PartLoadBoundaryState> {
  override state: PartLoadBoundaryState = { failed: false };

  /** The part's place, which outlives the message, the loading state and the part itself. */
  private readonly place = createRef<HTMLDivElement>();

  static getDerivedStateFromError(): PartLoadBoundaryState {
    return { failed: true };
  }

  private readonly tryAgain = () => {
    this.place.current?.focus();
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return (
      <div ref={this.place} tabIndex={-1}>
        {this.state.failed ? (
          <Alert tone="error" title={`${this.props.what} could not be loaded`}>
            <p>Check your connection and try again.</p>
            <Button variant="secondary" onClick={this.tryAgain}>
              Try again
            </Button>
          </Alert>
        ) : (
          this.props.children
        )}
      </div>
    );
  }
}
