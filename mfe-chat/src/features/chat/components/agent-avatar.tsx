import { useState } from 'react';

/** The agent's photo, or their initial on a navy disc when there is no photo or it fails to load. */
export function AgentAvatar({ name, src }: { name: string | null; src: string }) {
  const [broken, setBroken] = useState(false);
  if (src && !broken) {
    return <img className="chat-avatar" src={src} alt="" width={44} height={44} onError={() => setBroken(true)} />;
  }
  return (
    <span className="chat-avatar chat-avatar-initial" aria-hidden="true">
      {name ? name.charAt(0).toUpperCase() : '⚖'}
    </span>
  );
}
