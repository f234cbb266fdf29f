import { useEffect, useState } from 'react';
import { CopyButton } from '@law/ui/copy-button';
import { Modal } from '@law/ui/modal';
import { fetchMailbox } from '../api/fetch-mailbox';
import { useChatStore } from '../stores/use-chat-store';

type Load = { state: 'loading' } | { state: 'ready'; address: string } | { state: 'error' };

/** 'Send documents': the visitor's personal address for scans and photos, with a copy button. */
export function SendDocumentsDialog({ onClose }: { onClose: () => void }) {
  const userId = useChatStore((s) => s.userId);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    setLoad({ state: 'loading' });
    fetchMailbox(userId)
      .then((address) => live && setLoad({ state: 'ready', address }))
      .catch((e: unknown) => {
        console.error('Не вдалося отримати адресу для документів', e);
        if (live) setLoad({ state: 'error' });
      });
    return () => {
      live = false;
    };
  }, [userId, attempt]);

  return (
    <Modal title="Надіслати документи" onClose={onClose} className="chat-docs-dialog">
      <p>
        Надішліть фото або скани документів (договори, рішення, листи, квитанції) з будь-якої пошти на вашу персональну
        адресу. Спеціаліст перегляне їх після завершення чату і врахує під час підготовки відповіді.
      </p>
      {load.state === 'loading' && <p className="muted" role="status">Готуємо вашу адресу…</p>}
      {load.state === 'error' && (
        <p className="form-error" role="alert">
          Не вдалося отримати адресу.{' '}
          <button type="button" className="btn btn-small btn-ghost" onClick={() => setAttempt((n) => n + 1)}>
            Спробувати знову
          </button>
        </p>
      )}
      {load.state === 'ready' && (
        <div className="chat-mailbox">
          <code className="chat-mailbox-address" data-testid="chat-mailbox-address">
            {load.address}
          </code>
          <CopyButton text={load.address} label="Копіювати адресу" className="btn btn-primary btn-small" />
        </div>
      )}
      <p className="muted chat-docs-note">Адреса відома лише вам — не пересилайте її стороннім.</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Закрити
        </button>
      </div>
    </Modal>
  );
}
