import { useState } from 'react';
import { LIVE_CHAT_MESSAGES } from '@law/contracts';

/** Desktop notifications are asked for once, and only after the staff member clicks this. */
export function NotificationsToggle() {
  const supported = typeof Notification !== 'undefined';
  const [permission, setPermission] = useState(supported ? Notification.permission : 'denied');
  if (!supported || permission !== 'default') return null;
  return (
    <button type="button" className="btn btn-ghost btn-small" onClick={() => void Notification.requestPermission().then(setPermission)}>
      🔔 {LIVE_CHAT_MESSAGES.notificationsEnable}
    </button>
  );
}
