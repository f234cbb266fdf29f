import type { ChatListResponse } from '@law/contracts';
import { useAbortableFetch } from '@law/ui';
import { getChats } from '../api/get-chats';
import type { ChatListParams } from '../lib/chat-list-params';

interface ChatsState {
  data: ChatListResponse | null;
  loading: boolean;
  failed: boolean;
}

/** Loads one page of the inbox; a newer query cancels the request of an older one. */
export function useChats({ status, search, page }: ChatListParams): ChatsState {
  const { data, loading, failed } = useAbortableFetch((signal) => getChats({ status, search, page }, signal), [status, search, page], {
    what: 'chats list',
  });
  return { data, loading, failed };
}
