import { Component, type ReactNode } from 'react';

interface Props {
  /** Whether the visitor is waiting for the chat (then a failure is shown, otherwise it stays silent). */
  visible: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/** If the chat UI chunk cannot load (network), the page and the widget button keep working. */
export class ChatUiBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Не вдалося завантажити чат', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    if (!this.props.visible) return null;
    return (
      <div className="chat-fab-error" role="alert">
        Не вдалося завантажити чат.{' '}
        <button
          type="button"
          className="btn btn-small btn-gold"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          Спробувати знову
        </button>
      </div>
    );
  }
}
