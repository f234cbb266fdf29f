import { isUUID } from 'class-validator';
import { CHAT_MESSAGES, chatMessageTextError, type SendMessagePayload } from '@law/contracts';

export type ParsedMessage = { ok: true; userId: string; content: string; clientMessageId?: string } | { ok: false; error: string };

const CLIENT_MESSAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function parseUserId(payload: unknown): string | null {
  const userId = (payload as { userId?: unknown } | null)?.userId;
  return typeof userId === 'string' && isUUID(userId) ? userId.toLowerCase() : null;
}

/** Checks a socket `message` payload from the visitor (shape, user id, trimmed length, client id). */
export function parseMessagePayload(payload: unknown): ParsedMessage {
  if (!payload || typeof payload !== 'object') return { ok: false, error: CHAT_MESSAGES.invalidMessage };
  const p = payload as Partial<Record<keyof SendMessagePayload, unknown>>;
  const userId = parseUserId(p);
  if (!userId) return { ok: false, error: CHAT_MESSAGES.unknownUser };
  if (p.type !== undefined && p.type !== 'text') return { ok: false, error: CHAT_MESSAGES.invalidMessage };
  if (typeof p.content !== 'string') return { ok: false, error: CHAT_MESSAGES.emptyMessage };
  const content = p.content.trim();
  const problem = chatMessageTextError(content);
  if (problem) return { ok: false, error: problem };
  let clientMessageId: string | undefined;
  if (p.clientMessageId !== undefined && p.clientMessageId !== null) {
    if (typeof p.clientMessageId !== 'string' || !CLIENT_MESSAGE_ID.test(p.clientMessageId)) return { ok: false, error: CHAT_MESSAGES.invalidMessage };
    clientMessageId = p.clientMessageId;
  }
  return { ok: true, userId, content, clientMessageId };
}
