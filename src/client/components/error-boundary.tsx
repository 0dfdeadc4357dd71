import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './ui/button';

/** Catches render crashes: 'Something went wrong' with 'Refresh Page'. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-muted-foreground">Your data is safe. Reloading the page usually fixes this.</p>
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
      </main>
    );
  }
}
