import type { SendMessagePayload } from '@law/contracts';
import { safe } from './chat-storage';
import type { OutboxEntry } from './chat-store-types';

/**
 * Unacknowledged visitor messages are kept in this tab's sessionStorage, so a reload while the server is
 * restarting or its database is down does not lose what the visitor wrote: they are shown again (pending)
 * and resent on the next connection with the same clientMessageId, which the server stores once.
 */
export const OUTBOX_KEY = 'law-chat-outbox';
/** Older unsent messages are dropped: a day later the conversation has moved on. */
export const OUTBOX_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function isPayload(v: unknown): v is SendMessagePayload {
  if (!v || typeof v !== 'object') return false;
  const p = v as Record<string, unknown>;
  return (
    p.type === 'text' &&
    typeof p.content === 'string' &&
    typeof p.userId === 'string' &&
    typeof p.clientMessageId === 'string' &&
    p.clientMessageId.length > 0
  );
}

function isEntry(v: unknown): v is OutboxEntry {
  if (!v || typeof v !== 'object') return false;
  const e = v as Record<string, unknown>;
  return typeof e.queuedAt === 'number' && Number.isFinite(e.queuedAt) && isPayload(e.payload);
}

/**
 * The stored messages of `userId` queued within the last 24 h, oldest first. Everything else (another
 * visitor's, stale or unreadable entries) is removed from the storage so it cannot come back later.
 */
export function readOutbox(storage: Storage | null, userId: string | null, now: number): OutboxEntry[] {
  if (!storage) return [];
  const raw = safe(() => storage.getItem(OUTBOX_KEY));
  if (raw == null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const all = Array.isArray(parsed) ? parsed : [];
  const kept = all
    .filter(isEntry)
    .filter((e) => e.payload.userId === userId && now - e.queuedAt <= OUTBOX_MAX_AGE_MS)
    .sort((a, b) => a.queuedAt - b.queuedAt);
  if (kept.length !== all.length || !Array.isArray(parsed)) writeOutbox(storage, kept);
  return kept;
}

export function writeOutbox(storage: Storage | null, entries: readonly OutboxEntry[]): void {
  if (entries.length === 0) safe(() => storage?.removeItem(OUTBOX_KEY));
  else safe(() => storage?.setItem(OUTBOX_KEY, JSON.stringify(entries)));
}

