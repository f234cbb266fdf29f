import { useClientValue } from '../../../lib/use-client-value';
import { parseStoredUserData, USER_DATA_KEY, type StoredUserData } from '@law/contracts';

/** The visitor's stored user data (spec section 3), read by the contracts' one rule; corrupt data is cleared. */
export function readStoredUser(): StoredUserData | null {
  try {
    const { user, corrupt } = parseStoredUserData(window.localStorage.getItem(USER_DATA_KEY));
    if (corrupt) window.localStorage.removeItem(USER_DATA_KEY);
    return user;
  } catch {
    return null; // storage unavailable
  }
}

let stored: { user: StoredUserData | null } | undefined;
/** Read once per page: the snapshot must stay the same object while nothing changes. */
const readOnce = () => (stored ??= { user: readStoredUser() }).user;

/** The stored user, or null in the server HTML and while hydrating (the browser's storage fills it in after). */
export function useStoredUser(): StoredUserData | null {
  return useClientValue(readOnce, null);
}
