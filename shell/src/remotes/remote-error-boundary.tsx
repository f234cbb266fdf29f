import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps one broken remote from taking the page down; offers a retry. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`Розділ «${this.props.name}» не завантажився`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="remote-fallback" role="alert" data-remote-fallback={this.props.name}>
        <p>Не вдалося завантажити цей розділ. Перевірте з'єднання та спробуйте ще раз.</p>
        <button type="button" className="btn btn-primary" onClick={this.retry}>
          Спробувати знову
        </button>
      </div>
    );
  }
}
