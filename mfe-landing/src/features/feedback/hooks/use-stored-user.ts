import { useState } from 'react';
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

export function useStoredUser(): StoredUserData | null {
  const [user] = useState(readStoredUser);
  return user;
}
