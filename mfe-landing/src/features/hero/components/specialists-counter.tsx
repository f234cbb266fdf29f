import { useEffect, useState } from 'react';
import { SPECIALISTS_FADE_IN_MS } from '@law/contracts';
import { useChatConnection } from '../hooks/use-chat-connection';
import { useSpecialistsOnline } from '../hooks/use-specialists-online';

/** Free specialists online: only while the chat is connected, fading in 100 ms after it connects. */
export function SpecialistsCounter() {
  const { connected } = useChatConnection();
  const count = useSpecialistsOnline();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!connected) {
      setShown(false);
      return;
    }
    const id = setTimeout(() => setShown(true), SPECIALISTS_FADE_IN_MS);
    return () => clearTimeout(id);
  }, [connected]);

  // The slot keeps its height either way, so the page does not shift when the counter appears.
  return (
    <div className="specialists-slot" aria-live="polite">
      {connected && (
        <p className={`specialists${shown ? ' is-shown' : ''}`} data-testid="specialists-online">
          <span className="status-dot dot-green" aria-hidden="true" />
          Вільних юристів онлайн: <strong data-testid="specialists-count">{count}</strong>
        </p>
      )}
    </div>
  );
}
