import { USER_DATA_KEY, parseStoredUserData, type ChatAgent, type StoredUserData } from '@law/contracts';

/** Where the header's agent is remembered between visits (spec section 3: "stored locally"). */
export const AGENT_KEY = 'chatAgent';

/** The stored visitor, or null; anything unreadable is removed so it cannot break the next visit. */
export function readUserData(storage: Storage | null): StoredUserData | null {
  if (!storage) return null;
  const { user, corrupt } = parseStoredUserData(safe(() => storage.getItem(USER_DATA_KEY)));
  if (corrupt) safe(() => storage.removeItem(USER_DATA_KEY));
  return user;
}

export function writeUserData(storage: Storage | null, data: StoredUserData): void {
  safe(() => storage?.setItem(USER_DATA_KEY, JSON.stringify(data)));
}

/** The server sends the agent as a name string or as {name, avatar}. */
export function normalizeAgent(raw: unknown): ChatAgent | null {
  if (typeof raw === 'string') return raw.trim() ? { name: raw.trim(), avatar: '' } : null;
  if (raw && typeof raw === 'object') {
    const a = raw as Record<string, unknown>;
    if (typeof a.name === 'string' && a.name.trim()) {
      return { name: a.name.trim(), avatar: typeof a.avatar === 'string' ? a.avatar : '' };
    }
  }
  return null;
}

export function readAgent(storage: Storage | null): ChatAgent | null {
  const raw = safe(() => storage?.getItem(AGENT_KEY));
  if (!raw) return null;
  try {
    return normalizeAgent(JSON.parse(raw));
  } catch {
    safe(() => storage?.removeItem(AGENT_KEY));
    return null;
  }
}

export function writeAgent(storage: Storage | null, agent: ChatAgent): void {
  safe(() => storage?.setItem(AGENT_KEY, JSON.stringify(agent)));
}

/** Storage can throw (private mode, quota, disabled cookies): the chat still works without it. */
export function safe<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}
