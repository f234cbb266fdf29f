import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { chatListQueryString, parseChatListParams, type ChatListParams } from '../lib/chat-list-params';

/** Filter, search and page live in the URL query, so back/forward and reload keep them. */
export function useChatListParams(): [ChatListParams, (next: Partial<ChatListParams>) => void] {
  const [query, setQuery] = useSearchParams();
  const params = useMemo(() => parseChatListParams(query), [query]);
  const update = useCallback(
    (next: Partial<ChatListParams>) => {
      setQuery((current) => chatListQueryString({ ...parseChatListParams(current), ...next }));
    },
    [setQuery],
  );
  return [params, update];
}
