// Catches a crash while rendering the routed page and shows the error page in its place, inside
// the providers, so the error page still has the CMS's texts (AppErrorBoundary, outside them,
// catches the rest).

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './route-error';

type Props = { children: ReactNode };
type State = { error: Error | null };

export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The page failed to render', error, info.componentStack);
  }

  render() {
    return this.state.error ? <RouteError detail={this.state.error.message} /> : this.props.children;
  }
}
