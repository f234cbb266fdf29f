import { CHAT_DISCONNECT_PHRASE, CHAT_MESSAGE_MAX, type ChatMessage, type ChatMessageWire } from '@law/contracts';

/** A message as the visitor sees it: their own ones stay `pending` until the server acknowledges them. */
export interface VisitorMessage extends ChatMessage {
  clientMessageId?: string;
  pending?: boolean;
}

/** Server timestamps (ISO strings) become Dates; anything unparsable falls back to "now". */
export function fromWire(wire: ChatMessageWire): VisitorMessage {
  const ts = new Date(wire.timestamp);
  return {
    id: String(wire.id),
    sender: wire.sender,
    type: wire.sender === 'system' ? 'system' : 'text',
    content: String(wire.content ?? ''),
    timestamp: Number.isNaN(ts.getTime()) ? new Date() : ts,
    ...(wire.clientMessageId ? { clientMessageId: wire.clientMessageId } : {}),
  };
}

export function endsChat(content: string): boolean {
  return content.includes(CHAT_DISCONNECT_PHRASE);
}

/** Sending is blocked while the visitor waits for a reply: the last message is theirs and the chat is still on. */
export function isWaitingForReply(messages: readonly VisitorMessage[], isDisconnected: boolean): boolean {
  if (isDisconnected || messages.length === 0) return false;
  return messages[messages.length - 1].sender === 'user';
}

/** An incoming non-visitor message with the same sender and text as one already shown is a duplicate. */
export function isDuplicateIncoming(messages: readonly VisitorMessage[], incoming: VisitorMessage): boolean {
  if (messages.some((m) => m.id === incoming.id)) return true;
  if (incoming.sender === 'user') return false;
  return messages.some((m) => m.sender === incoming.sender && m.content === incoming.content);
}

/** History and live messages together, once each, oldest first. */
export function mergeMessages(current: readonly VisitorMessage[], incoming: readonly VisitorMessage[]): VisitorMessage[] {
  const out = [...current];
  for (const m of incoming) {
    const known = out.findIndex(
      (c) => c.id === m.id || (m.clientMessageId !== undefined && c.clientMessageId === m.clientMessageId),
    );
    if (known >= 0) out[known] = { ...out[known], ...m, pending: false };
    else out.push(m);
  }
  return out
    .map((m, i) => ({ m, i }))
    .sort((a, b) => a.m.timestamp.getTime() - b.m.timestamp.getTime() || a.i - b.i)
    .map(({ m }) => m);
}

export type MessageProblem = 'empty' | 'too_long' | null;

export function validateMessageText(content: string): MessageProblem {
  if (!content.trim()) return 'empty';
  if (content.trim().length > CHAT_MESSAGE_MAX) return 'too_long';
  return null;
}
