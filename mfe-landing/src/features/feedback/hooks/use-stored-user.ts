import { useClientValue } from '../../../lib/use-client-value';
import { USER_DATA_KEY, type StoredUserData } from '@law/contracts';

/** The visitor's stored user data (spec section 3); corrupt data is cleared. */
export function readStoredUser(): StoredUserData | null {
  try {
    const raw = window.localStorage.getItem(USER_DATA_KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as Partial<StoredUserData> | null;
    if (!data || typeof data !== 'object' || typeof data.userId !== 'string' || typeof data.userName !== 'string') {
      window.localStorage.removeItem(USER_DATA_KEY);
      return null;
    }
    return data as StoredUserData;
  } catch {
    try {
      window.localStorage.removeItem(USER_DATA_KEY);
    } catch {
      /* storage unavailable */
    }
    return null;
  }
}

let stored: { user: StoredUserData | null } | undefined;
/** Read once per page: the snapshot must stay the same object while nothing changes. */
const readOnce = () => (stored ??= { user: readStoredUser() }).user;

/** The stored user, or null in the server HTML and while hydrating (the browser's storage fills it in after). */
export function useStoredUser(): StoredUserData | null {
  return useClientValue(readOnce, null);
}
