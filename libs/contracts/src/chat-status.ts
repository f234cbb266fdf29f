/** Spec section 4, "Chat status (admin, derived for display)". */
export type ChatDisplayStatus = 'blocked' | 'active' | 'in_work' | 'processed';

export const CHAT_STATUS_LABELS: Record<ChatDisplayStatus, string> = {
  blocked: 'заблокований',
  active: 'активний',
  in_work: 'В роботі',
  processed: 'Опрацьовані',
};

export function deriveChatStatus(chat: {
  is_chat_finished: boolean;
  is_processed: boolean;
  user?: { is_abuser?: boolean } | null;
}): ChatDisplayStatus {
  if (chat.user?.is_abuser) return 'blocked';
  if (!chat.is_chat_finished && !chat.is_processed) return 'active';
  if (chat.is_processed) return 'processed';
  return 'in_work';
}

/** List filter of the chats inbox. */
export type ChatListFilter = 'in_work' | 'processed' | 'all';
export const CHAT_LIST_FILTERS: readonly ChatListFilter[] = ['in_work', 'processed', 'all'];
