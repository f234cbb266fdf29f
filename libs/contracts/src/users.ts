/** Visitor registration (spec sections 3, 5, 7): POST /api/users {name, phone} -> {success, data:{id}, error}. */
export interface RegisterUserRequest {
  name: string;
  phone: string;
  /** The privacy-policy version the visitor agreed to under the contact form (stored with the time). */
  consent_version?: string;
}
export interface RegisterUserResponse {
  id: string;
}

export const NAME_MIN = 2;
export const NAME_MAX = 40;
export const PHONE_PREFIX = '+380';
export const PHONE_LENGTH = 13;
export const PHONE_PATTERN = /^\+380\d{9}$/;

export const USER_MESSAGES = {
  nameLength: `Ім'я повинно містити від ${NAME_MIN} до ${NAME_MAX} символів`,
  nameRequired: "Введіть ваше ім'я",
  phoneInvalid: 'Телефон має бути у форматі +380XXXXXXXXX',
} as const;

/** Input rule of the contact modal: leading whitespace stripped, cut at 40. */
export function normalizeNameInput(raw: string): string {
  return raw.replace(/^\s+/, '').slice(0, NAME_MAX);
}

/**
 * Input rule of the phone field, applied on typing and on paste (never cut before cleaning): spaces, dashes,
 * brackets and dots are dropped, then the number is read in any of the ways Ukrainians write it —
 * '+380 67 123 45 67', '+38 (067) 123-45-67', '380671234567', '80671234567' (old trunk prefix), '067 123 45 67',
 * '671234567' — and shown as +380XXXXXXXXX. The +380 prefix is always there; at most 13 characters.
 */
export function normalizePhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('380')) digits = digits.slice(3);
  else if (digits.startsWith('80') && digits.length === 11) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return (PHONE_PREFIX + digits.replace(/^0/, '')).slice(0, PHONE_LENGTH);
}

export function isValidName(name: string): boolean {
  const t = name.trim();
  return t.length >= NAME_MIN && t.length <= NAME_MAX;
}

export function isValidPhone(phone: string): boolean {
  return phone.length === PHONE_LENGTH && PHONE_PATTERN.test(phone);
}

/** Stored in localStorage under this key: {userId, userName, userPhone, timestamp}. */
export const USER_DATA_KEY = 'userData';
export interface StoredUserData {
  userId: string;
  userName: string;
  userPhone: string;
  timestamp: number;
}

/**
 * The one reading of `localStorage[USER_DATA_KEY]`, for every remote that reads it (the landing's feedback form, the
 * chat): the stored visitor, or null. `corrupt` is true when something is stored that is not a visitor (bad JSON, a
 * missing or mistyped field): the caller removes it so it cannot break the next visit. Storage access stays with the
 * caller (libs/contracts has no DOM).
 */
export function parseStoredUserData(raw: string | null | undefined): { user: StoredUserData | null; corrupt: boolean } {
  if (raw == null) return { user: null, corrupt: false };
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return { user: null, corrupt: true };
  }
  const d = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const ok =
    typeof d.userId === 'string' &&
    d.userId.length > 0 &&
    typeof d.userName === 'string' &&
    typeof d.userPhone === 'string' &&
    typeof d.timestamp === 'number';
  return ok ? { user: v as StoredUserData, corrupt: false } : { user: null, corrupt: true };
}
