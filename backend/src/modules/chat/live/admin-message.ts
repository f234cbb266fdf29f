import type { AdminMessage } from '@law/contracts';

/** A stored message row (with the lawyer's name when a lawyer wrote it). */
export interface AdminMessageRow {
  id: string | number;
  author: string;
  message: string;
  created_at: Date | string;
  staff_name?: string | null;
}

/**
 * A message as the back office shows it (spec: author 'user' or 'agent'); `agent_name` names the lawyer (null for
 * the assistant), `kind: 'system'` marks a line about the conversation itself.
 */
export function toAdminMessage(m: AdminMessageRow): AdminMessage {
  return {
    id: String(m.id),
    author: m.author === 'user' ? 'user' : 'agent',
    message: m.message,
    created_at: new Date(m.created_at).toISOString(),
    agent_name: m.author === 'agent' ? (m.staff_name ?? null) : null,
    kind: m.author === 'system' ? 'system' : 'text',
  };
}
