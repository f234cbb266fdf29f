import { useChatConnection } from '../hooks/use-chat-connection';

/** 'Get free consultation': opens the chat; disabled until the chat server is connected. */
export function ConsultationButton() {
  const { connected, open, warmUp } = useChatConnection();
  return (
    // The wrapper warms the chat up on hover even while the button is still disabled.
    <span className="cta-wrap" onPointerEnter={warmUp}>
      <button type="button" className="btn btn-gold btn-lg" disabled={!connected} onClick={open} onFocus={warmUp}>
        Отримати безкоштовну консультацію
      </button>
    </span>
  );
}
