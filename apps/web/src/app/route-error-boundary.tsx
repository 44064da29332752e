import { Component, type ReactNode } from 'react'
import { RouteError } from './route-error'

interface Props {
  children: ReactNode
  /** The location the boundary guards; moving elsewhere clears a caught error. */
  resetKey: string
}

interface State {
  error: unknown
  errorKey: string | null
}

/** Any error thrown while loading or rendering a screen, including a chunk that failed to download. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorKey: null }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null
    if (state.errorKey === null) return { errorKey: props.resetKey }
    return state.errorKey === props.resetKey ? null : { error: null, errorKey: null }
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error)
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError />
  }
}
