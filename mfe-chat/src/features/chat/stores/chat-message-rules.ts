import { CHAT_DISCONNECT_PHRASE, CHAT_MESSAGE_MAX, type ChatMessage, type ChatMessageWire } from '@law/contracts';

/** A message as the visitor sees it: their own ones stay `pending` until the server acknowledges them. */
export interface VisitorMessage extends ChatMessage {
  clientMessageId?: string;
  pending?: boolean;
  /** The consultation it belongs to; a message sent here and not yet echoed belongs to the current one. */
  chatId?: string;
  /** sender 'agent': the name of the lawyer who wrote it (issue 17). */
  agentName?: string;
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
    ...(wire.chatId !== undefined ? { chatId: String(wire.chatId) } : {}),
    ...(wire.sender === 'agent' && typeof wire.agent?.name === 'string' && wire.agent.name ? { agentName: wire.agent.name } : {}),
  };
}

const chatNumber = (id: string | null | undefined) => (id && /^\d+$/.test(id) ? Number(id) : -1);

/** The current consultation: the newest of the session the server named and the chats the messages came from. */
export function currentChatId(messages: readonly VisitorMessage[], sessionId: string | null): string | null {
  let best = sessionId && chatNumber(sessionId) >= 0 ? sessionId : null;
  for (const m of messages) if (m.chatId && chatNumber(m.chatId) > chatNumber(best)) best = m.chatId;
  return best;
}

/** Whether the current consultation has ended (its closing phrase arrived); earlier ones never count. */
export function isConsultationFinished(messages: readonly VisitorMessage[], sessionId: string | null): boolean {
  const current = currentChatId(messages, sessionId);
  return messages.some((m) => (m.chatId === undefined || current === null || m.chatId === current) && endsChat(m.content));
}

/** Messages of finished earlier consultations, grouped (oldest first), and those of the current one. */
export function splitConsultations(messages: readonly VisitorMessage[], sessionId: string | null): { past: VisitorMessage[][]; current: VisitorMessage[] } {
  const currentId = currentChatId(messages, sessionId);
  const past = new Map<string, VisitorMessage[]>();
  const current: VisitorMessage[] = [];
  for (const m of messages) {
    if (m.chatId !== undefined && currentId !== null && m.chatId !== currentId) past.set(m.chatId, [...(past.get(m.chatId) ?? []), m]);
    else current.push(m);
  }
  return { past: [...past.entries()].sort((a, b) => chatNumber(a[0]) - chatNumber(b[0])).map(([, list]) => list), current };
}

export function endsChat(content: string): boolean {
  return content.includes(CHAT_DISCONNECT_PHRASE);
}

/** Sending is blocked while the visitor waits for a reply: the last message is theirs and the chat is still on. */
export function isWaitingForReply(messages: readonly VisitorMessage[], isDisconnected: boolean, sessionId: string | null = null): boolean {
  if (isDisconnected || messages.length === 0) return false;
  const { current } = splitConsultations(messages, sessionId);
  return current.length > 0 && current[current.length - 1].sender === 'user';
}

/**
 * An incoming message already shown (same id) is a duplicate; so is an assistant message with the same text as one
 * already shown (spec section 4). A lawyer may well write 'Добре' twice, and a system line may repeat: those count by id.
 */
export function isDuplicateIncoming(messages: readonly VisitorMessage[], incoming: VisitorMessage): boolean {
  if (messages.some((m) => m.id === incoming.id)) return true;
  if (incoming.sender !== 'assistant') return false;
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
