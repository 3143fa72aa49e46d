import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import { crashMessage } from './crash-message';

type CrashBoundaryState = { error: unknown; failed: boolean };

// SPEC §4.6 and §8: a crash anywhere shows this screen instead of a blank page.
export class CrashBoundary extends Component<{ children: ReactNode }, CrashBoundaryState> {
  state: CrashBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): CrashBoundaryState {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console so a support person can see where it happened.
    console.error('Application crash', error, info.componentStack);
  }

  private readonly tryAgain = () => this.setState({ error: null, failed: false });

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="crash-screen">
        <NonIdealState
          icon="error"
          title={<h1 className="crash-screen-title">Something went wrong</h1>}
          description={<p role="alert">{crashMessage(this.state.error)}</p>}
          action={
            <div className="crash-screen-actions">
              <Button intent={Intent.PRIMARY} onClick={() => window.location.reload()} text="Reload Application" />
              <Button onClick={this.tryAgain} text="Try Again" />
            </div>
          }
        />
      </main>
    );
  }
}
