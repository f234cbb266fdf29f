import { useEffect, useState } from 'react';
import { CopyButton } from '@law/ui';
import { getMailboxAddress } from '../api/get-mailbox-address';

/** The client's personal address for documents (MAILBOX_TEMPLATE on the server), with a copy button. */
export function MailboxCard({ userId }: { userId: string }) {
  const [address, setAddress] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setAddress(null);
    setFailed(false);
    getMailboxAddress(userId, controller.signal)
      .then(setAddress)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('mailbox address', error);
        setFailed(true);
      });
    return () => controller.abort();
  }, [userId]);

  return (
    <section className="card ac-card" aria-labelledby="mailbox-heading">
      <h2 id="mailbox-heading" className="ac-card-title">
        Пошта для документів
      </h2>
      {address ? (
        <div className="ac-mailbox">
          <code className="ac-mailbox-address" data-testid="mailbox-address">
            {address}
          </code>
          <CopyButton text={address} label="Копіювати" />
        </div>
      ) : (
        <p className={failed ? 'form-error' : 'muted'}>{failed ? 'Не вдалося отримати адресу' : 'Завантаження...'}</p>
      )}
    </section>
  );
}
