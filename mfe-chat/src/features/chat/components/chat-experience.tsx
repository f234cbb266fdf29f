import { useCallback, useEffect, useState } from 'react';
import { useChatBridgeStore } from '@law/ui/chat-bridge';
import { chatStore, useChatStore } from '../stores/use-chat-store';
import { ChatOverlay } from './chat-overlay';
import { ChatPanel } from './chat-panel';
import { ContactModal } from './contact-modal';
import { SendDocumentsDialog } from './send-documents-dialog';
import '../styles/chat.css';

/** The lazily loaded chat UI: overlay + panel, the contact modal and the 'send documents' dialog. */
export default function ChatExperience() {
  const isOpen = useChatBridgeStore((s) => s.isOpen);
  const close = useChatBridgeStore((s) => s.close);
  const contactOpen = useChatStore((s) => s.contactModalOpen);
  const userId = useChatStore((s) => s.userId);
  const [docsOpen, setDocsOpen] = useState(false);

  useEffect(() => {
    const { historyStatus, loadHistory } = chatStore.getState();
    if (isOpen && userId && (historyStatus === 'idle' || historyStatus === 'error')) void loadHistory();
  }, [isOpen, userId]);

  useEffect(() => {
    if (!isOpen) setDocsOpen(false);
  }, [isOpen]);

  const closeDocs = useCallback(() => setDocsOpen(false), []);
  if (!isOpen) return null;

  return (
    <>
      <ChatOverlay onClose={close} escapeCloses={!contactOpen && !docsOpen}>
        <ChatPanel onClose={close} onAttach={() => setDocsOpen(true)} />
      </ChatOverlay>
      {contactOpen && <ContactModal />}
      {docsOpen && userId && <SendDocumentsDialog onClose={closeDocs} />}
    </>
  );
}
