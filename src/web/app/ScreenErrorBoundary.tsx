import { Component, type ReactNode } from "react";
import { RouteError } from "./RouteError";

type Props = {
  children: ReactNode;
  /** The location shown (its key): a new one clears the error. */
  at: string;
};
type State = { failed: boolean; at: string };

/** A screen that fails to load (its chunk) or to render shows RouteError until the reader goes elsewhere. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, at: this.props.at };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.at === state.at) return null;
    return { failed: false, at: props.at };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
