import { isUUID } from 'class-validator';
import { CHAT_MESSAGES, ErrorCode, chatMessageTextError, type SendMessagePayload } from '@law/contracts';

/** A refusal of the gateway: the Ukrainian text for the visitor and the code the client branches on. */
export interface ChatRefusal {
  error: string;
  code: ErrorCode;
}

export type ParsedMessage = { ok: true; userId: string; content: string; clientMessageId?: string } | ({ ok: false } & ChatRefusal);

/** Every refusal of the /chat gateway besides a malformed message (`parseMessagePayload`). */
export const CHAT_REFUSALS = {
  unknownUser: { error: CHAT_MESSAGES.unknownUser, code: ErrorCode.UnknownUser },
  blocked: { error: CHAT_MESSAGES.blocked, code: ErrorCode.Blocked },
  chatFinished: { error: CHAT_MESSAGES.chatFinished, code: ErrorCode.ChatFinished },
  rateLimited: { error: CHAT_MESSAGES.rateLimited, code: ErrorCode.TooManyRequests },
  tooManyConnections: { error: CHAT_MESSAGES.tooManyConnections, code: ErrorCode.TooManyConnections },
  serverError: { error: CHAT_MESSAGES.serverError, code: ErrorCode.Internal },
  /** Not a refusal: the database is unreachable for a moment; sent with `retryable: true`. */
  reconnecting: { error: CHAT_MESSAGES.reconnecting, code: ErrorCode.ServiceUnavailable },
} as const satisfies Record<string, ChatRefusal>;

/** The `error` event's payload of a refusal. */
export const errorEvent = ({ error, code }: ChatRefusal) => ({ message: error, code });

const invalid = (error: string = CHAT_MESSAGES.invalidMessage): ParsedMessage => ({ ok: false, error, code: ErrorCode.InvalidMessage });

const CLIENT_MESSAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function parseUserId(payload: unknown): string | null {
  const userId = (payload as { userId?: unknown } | null)?.userId;
  return typeof userId === 'string' && isUUID(userId) ? userId.toLowerCase() : null;
}

/** Checks a socket `message` payload from the visitor (shape, user id, trimmed length, client id). */
export function parseMessagePayload(payload: unknown): ParsedMessage {
  if (!payload || typeof payload !== 'object') return invalid();
  const p = payload as Partial<Record<keyof SendMessagePayload, unknown>>;
  const userId = parseUserId(p);
  if (!userId) return { ok: false, ...CHAT_REFUSALS.unknownUser };
  if (p.type !== undefined && p.type !== 'text') return invalid();
  if (typeof p.content !== 'string') return invalid(CHAT_MESSAGES.emptyMessage);
  const content = p.content.trim();
  const problem = chatMessageTextError(content);
  if (problem) return invalid(problem);
  let clientMessageId: string | undefined;
  if (p.clientMessageId !== undefined && p.clientMessageId !== null) {
    if (typeof p.clientMessageId !== 'string' || !CLIENT_MESSAGE_ID.test(p.clientMessageId)) return invalid();
    clientMessageId = p.clientMessageId;
  }
  return { ok: true, userId, content, clientMessageId };
}
