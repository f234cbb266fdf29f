import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ADMIN_CHAT_MESSAGES, CHAT_COMMENT_MAX, CHAT_DOCUMENT_MAX } from '@law/contracts';
import { AuditHistory, ClientMailCard, EditableTextCard } from '@law/ui';
import { updateChatComment } from '../api/update-chat-comment';
import { updateChatDocument } from '../api/update-chat-document';
import { useChatDetails } from '../hooks/use-chat-details';
import { CaseCardPanel } from './case-card-panel';
import { ChatDetailHeader } from './chat-detail-header';
import { ChatStatusCard } from './chat-status-card';
import { ContactsSmsCard } from './contacts-sms-card';
import { DeliveryCard } from './delivery-card';
import { MailboxCard } from './mailbox-card';
import { MessageTimeline } from './message-timeline';
import { UserInfoCard } from './user-info-card';
import { RelatedChatsCard } from './related-chats-card';
import { VisitorBlockCard } from './visitor-block-card';
import { ClientDataCard } from './client-data-card';
import { LiveConversation } from '../../../lib/live-inbox/components/live-conversation';
import { useLiveConnection } from '../../../lib/live-inbox/hooks/use-live-connection';
import { liveInbox } from '../../../lib/live-inbox/stores/live-inbox-store';

export function ChatDetailPage() {
  const { chatId = '' } = useParams();
  const { details, loading, failed, reload, patchChat, patchUser, appendMessage } = useChatDetails(chatId);
  useLiveConnection();
  const id = details?.chat.id;

  // Live: the timeline and the chat's state update without a reload; a reconnection re-reads what was missed.
  useEffect(() => {
    if (id === undefined) return;
    liveInbox.openChat(id);
    const offMessage = liveInbox.on('chat_message', (e) => e.chatId === id && appendMessage(e.message));
    const offUpdate = liveInbox.on('chat_updated', (e) => {
      if (e.chat.id === id) patchChat({ held_by: e.chat.held_by, is_chat_finished: e.chat.is_chat_finished, document: e.chat.document });
    });
    let wasConnected = liveInbox.store.getState().connected;
    const offConnection = liveInbox.store.subscribe((s) => {
      if (s.connected && !wasConnected) void reload();
      wasConnected = s.connected;
    });
    return () => {
      liveInbox.openChat(null);
      offMessage();
      offUpdate();
      offConnection();
    };
  }, [id, appendMessage, patchChat, reload]);

  if (failed) {
    return (
      <p className="form-error" role="alert">
        {ADMIN_CHAT_MESSAGES.detailsError}
      </p>
    );
  }
  if (!details) {
    return (
      <p className="muted ac-loading" aria-busy={loading}>
        Завантаження чату...
      </p>
    );
  }
  const { chat, user } = details;

  return (
    <article className="ac-page ac-detail">
      <ChatDetailHeader details={details} reload={reload} onProcessedSaved={(is_processed) => patchChat({ is_processed })} />
      <div className="ac-detail-grid">
        <aside className="ac-detail-side">
          <UserInfoCard user={user} />
          <VisitorBlockCard chatId={chat.id} blocked={user.is_abuser} onChange={(is_abuser) => patchUser({ is_abuser })} />
          <RelatedChatsCard chats={details.related_chats ?? []} />
          <ClientDataCard chatId={chat.id} phone={user.phone} onErased={() => void reload()} />
          <ChatStatusCard chat={chat} />
          <ContactsSmsCard userId={user.id} phone={user.phone} smsMessages={details.sms_messages} onSent={reload} />
          <MailboxCard userId={user.id} />
        </aside>
        <div className="ac-detail-main">
          <CaseCardPanel chatId={chat.id} card={chat.case_card} onSaved={(case_card) => patchChat({ case_card, document: case_card.document ?? chat.document })} />
          <EditableTextCard
            className="ac-card"
            titleClassName="ac-card-title"
            title="Коментар"
            value={chat.comment ?? ''}
            placeholder="Коментар до чату"
            maxLength={CHAT_COMMENT_MAX}
            save={(comment) => updateChatComment(chat.id, comment)}
            onSaved={(comment) => patchChat({ comment })}
          />
          <EditableTextCard
            className="ac-card"
            titleClassName="ac-card-title"
            title="Документ"
            value={chat.document ?? ''}
            placeholder="Тип документа"
            maxLength={CHAT_DOCUMENT_MAX}
            rows={2}
            save={(document) => updateChatDocument(chat.id, document)}
            onSaved={(document) => patchChat({ document })}
          />
          <div className="ac-two">
            <DeliveryCard delivery={chat.delivery_data} />
            <ClientMailCard
              className="ac-card"
              titleClassName="ac-card-title"
              title="Пошта від клієнта"
              emptyText="Листів від клієнта ще немає"
              view="buttons"
              chatId={chat.id}
              mail={chat.mail_data}
              onChange={(mail_data) => patchChat({ mail_data })}
            />
          </div>
          <MessageTimeline messages={details.messages} live={!chat.is_chat_finished} />
          <LiveConversation chat={chat} onMessage={appendMessage} onChatChange={patchChat} reload={reload} />
          <AuditHistory chatId={chat.id} refreshKey={details} />
        </div>
      </div>
    </article>
  );
}
