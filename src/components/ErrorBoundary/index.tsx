import { Component, type ErrorInfo, type ReactNode } from "react";

/** What a fallback gets: the error and a way to render the children again. */
export interface FallbackProps {
  error: Error;
  tryAgain: () => void;
}

/** Props of ErrorBoundary. */
export interface Props {
  children: ReactNode;
  /** Renders in place of the children after they threw. */
  fallback: (props: FallbackProps) => ReactNode;
  /** A change of this value (e.g. the route) clears the error. */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

/** Catches render errors below it and shows `fallback` instead, until tried again or reset. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(thrown: unknown): State {
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // React logs the error in development only; a crash in production deserves a console trace too.
    if (process.env.NODE_ENV === "production") console.error(error, info.componentStack);
  }

  componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private readonly tryAgain = () => this.setState({ error: null });

  render() {
    const { error } = this.state;
    return error ? this.props.fallback({ error, tryAgain: this.tryAgain }) : this.props.children;
  }
}
