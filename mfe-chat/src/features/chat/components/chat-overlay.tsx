import { useEffect, useRef, type ReactNode } from 'react';
import { useScrollLock } from '../hooks/use-scroll-lock';
import { useFocusTrap } from '../hooks/use-focus-trap';

interface Props {
  onClose: () => void;
  /** Off while a dialog on top of the chat owns the Escape key. */
  escapeCloses: boolean;
  children: ReactNode;
}

/** The full-screen chat overlay: backdrop click, Escape and the close button close it; page scroll is locked. */
export function ChatOverlay({ onClose, escapeCloses, children }: Props) {
  const panel = useRef<HTMLElement>(null);
  useScrollLock();
  useFocusTrap(panel);

  useEffect(() => {
    // A mouse/trackpad user can type at once; on touch screens the keyboard should not pop up uninvited.
    const box = panel.current?.querySelector<HTMLTextAreaElement>('textarea:not([disabled])');
    if (box && window.matchMedia?.('(pointer: fine)').matches) box.focus();
    else panel.current?.focus();
  }, []);

  useEffect(() => {
    if (!escapeCloses) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [escapeCloses, onClose]);

  return (
    <div className="chat-overlay" onMouseDown={(e) => e.target === e.currentTarget && onClose()} data-testid="chat-overlay">
      <section ref={panel} className="chat-panel" role="dialog" aria-modal="true" aria-label="Чат з юристом" tabIndex={-1}>
        {children}
      </section>
    </div>
  );
}
