import { useCallback, useEffect, useState } from 'react';
import type { ChatListResponse } from '@law/contracts';
import { getChats } from '../api/get-chats';
import type { ChatListParams } from '../lib/chat-list-params';

interface ChatsState {
  data: ChatListResponse | null;
  loading: boolean;
  failed: boolean;
}

export interface ChatsResult extends ChatsState {
  /** A live change applied to the page shown (a new chat, a row that changed). */
  update: (fn: (data: ChatListResponse) => ChatListResponse) => void;
}

/** Loads one page of the inbox; a newer query cancels the request of an older one. */
export function useChats({ status, search, page }: ChatListParams): ChatsResult {
  const [state, setState] = useState<ChatsState>({ data: null, loading: true, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    getChats({ status, search, page }, controller.signal)
      .then((data) => setState({ data, loading: false, failed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('chats list', error);
        setState({ data: null, loading: false, failed: true });
      });
    return () => controller.abort();
  }, [status, search, page]);
  const update = useCallback((fn: (data: ChatListResponse) => ChatListResponse) => {
    setState((s) => (s.data ? { ...s, data: fn(s.data) } : s));
  }, []);
  return { ...state, update };
}
