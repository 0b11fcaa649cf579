// The last line of defence, around the providers and the routes: RouteErrorBoundary
// handles route errors, this catches what fails outside it.

import { DEFAULT_TEXTS } from '@vision/config';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

type Props = { children: ReactNode };
type State = { error: Error | null };

// React has no hook for error boundaries; this is the one class component.
export class AppErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in the site', error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      // Outside the settings cache, so only the default texts are at hand.
      return <ErrorScreen detail={this.state.error.message} homeLabel={DEFAULT_TEXTS.general.homeLink} />;
    }
    return this.props.children;
  }
}
