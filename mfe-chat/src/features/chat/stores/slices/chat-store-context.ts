import { TOAST_MS, type ChatMessageWire, type ErrorCode, type SendMessageAck, type StoredUserData } from '@law/contracts';
import { useChatBridgeStore } from '@law/ui/chat-bridge';
import type { ChatSocket } from '../chat-socket';
import { readUserData } from '../chat-storage';
import { readOutbox } from '../chat-outbox-storage';
import type { ChatStoreDeps, OutboxEntry, SendResult } from '../chat-store-types';

/**
 * What the slices of one chat store share besides the state: the page's services, the socket attached now, and
 * the calls one slice makes into another (kept out of the state, so components never see them). Each slice fills
 * in its own part when the store is created; nothing calls across before the store exists.
 */
export interface ChatStoreContext {
  readonly deps: ChatStoreDeps;
  /** localStorage: the visitor and the agent, across visits. */
  readonly storage: Storage | null;
  /** sessionStorage: this tab's unsent messages, over a reload. */
  readonly session: Storage | null;
  /** The visitor remembered on this device when the store was created. */
  readonly visitor: StoredUserData | null;
  /** Their messages a reload interrupted before the server acknowledged them: shown pending, resent on connect. */
  readonly unsent: OutboxEntry[];
  /** The socket attached now; null before the first attach and after a detach. */
  socket: ChatSocket | null;

  connection: {
    /** Says who this visitor is on the current connection; false when there is no one (or no link) to announce. */
    announce(): boolean;
    /** The server answered for real, so it is reachable and its database works again. */
    serverAnswered(): void;
    /** The server could not do it now: keep everything, try again later (`withAnnounce`: say user_connect again). */
    serverBusy(withAnnounce: boolean): void;
  };
  conversation: {
    /** Socket events of the conversation (attached with the connection's own). */
    handlers: {
      session_created(payload: { sessionId?: unknown }): void;
      message(wire: ChatMessageWire): void;
      typing(payload: { isTyping?: unknown }): void;
    };
    stopTyping(): void;
    /** The link dropped: the server forgot that this tab was typing. */
    linkLost(): void;
    /** The socket was detached: no timer may fire later. */
    detach(): void;
  };
  outbox: {
    /** Sends the text now (the visitor is known and the link is up), pending until acknowledged. */
    deliver(content: string): SendResult;
    /** Sends every unacknowledged message again, same clientMessageId; how many went out. */
    resend(): number;
    applyAck(clientMessageId: string, ack: SendMessageAck | undefined): void;
    /** The gateway's refusal: the Ukrainian `message` is shown, the `code` decides what happens. */
    refused(message: string, code: ErrorCode | undefined): void;
  };
  registration: {
    /** The server does not know this id (e.g. data removed): register again with the remembered contact. */
    forget(): void;
  };
}

const notWired = (): never => {
  throw new Error('chat store: a slice is used before the store is created');
};

export function createChatStoreContext(deps: ChatStoreDeps): ChatStoreContext {
  const storage = deps.storage('local');
  const session = deps.storage('session');
  const visitor = readUserData(storage);
  return {
    deps,
    storage,
    session,
    visitor,
    unsent: readOutbox(session, visitor?.userId ?? null, Date.now()),
    socket: null,
    connection: { announce: notWired, serverAnswered: notWired, serverBusy: notWired },
    conversation: {
      handlers: { session_created: notWired, message: notWired, typing: notWired },
      stopTyping: notWired,
      linkLost: notWired,
      detach: notWired,
    },
    outbox: { deliver: notWired, resend: notWired, applyAck: notWired, refused: notWired },
    registration: { forget: notWired },
  };
}

/** A refusal or a hint as an error toast; one at a time per `toastId` (by default the text itself). */
export function notifyError(ctx: ChatStoreContext, message: string, toastId: string = message): void {
  ctx.deps.notify('error', message, { autoClose: TOAST_MS, toastId });
}

/** The shared chat bridge (connection state and open/closed, read by the shell and the landing). */
export const bridge = () => useChatBridgeStore.getState();
