import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminChatDetails, AdminMessage } from '@law/contracts';
import { getChatDetails } from '../api/get-chat-details';

export interface ChatDetailsState {
  details: AdminChatDetails | null;
  loading: boolean;
  failed: boolean;
  /** Refetches without hiding what is shown; resolves when the new data is in. */
  reload: () => Promise<void>;
  /** Local change after a successful action (e.g. a saved comment), without a refetch. */
  patchChat: (patch: Partial<AdminChatDetails['chat']>) => void;
  patchUser: (patch: Partial<AdminChatDetails['user']>) => void;
  /** A message heard live or just sent: appended once (by id), in order. */
  appendMessage: (m: AdminMessage) => void;
}

export function useChatDetails(chatId: string): ChatDetailsState {
  const [details, setDetails] = useState<AdminChatDetails | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const current = useRef<AbortController | null>(null);

  const load = useCallback(
    async (silent: boolean) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      if (!silent) setLoading(true);
      try {
        const data = await getChatDetails(chatId, controller.signal);
        setDetails(data);
        setFailed(false);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('chat details', error);
        if (!silent) setFailed(true);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    },
    [chatId],
  );

  useEffect(() => {
    setDetails(null);
    void load(false);
    return () => current.current?.abort();
  }, [load]);

  const reload = useCallback(() => load(true), [load]);
  const patchChat = useCallback((patch: Partial<AdminChatDetails['chat']>) => {
    setDetails((d) => (d ? { ...d, chat: { ...d.chat, ...patch } } : d));
  }, []);

  const patchUser = useCallback((patch: Partial<AdminChatDetails['user']>) => {
    setDetails((d) => (d ? { ...d, user: { ...d.user, ...patch }, chat: { ...d.chat, user: { ...d.chat.user, ...patch } } } : d));
  }, []);

  const appendMessage = useCallback((m: AdminMessage) => {
    setDetails((d) => {
      if (!d || d.messages.some((x) => x.id === m.id)) return d;
      const messages = [...d.messages, m].sort((a, b) => a.created_at.localeCompare(b.created_at) || Number(BigInt(a.id) - BigInt(b.id)));
      return { ...d, messages };
    });
  }, []);

  return { details, loading, failed, reload, patchChat, patchUser, appendMessage };
}
