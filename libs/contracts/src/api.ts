import type { ErrorCode } from './error-codes';

/** Every JSON answer of the backend has this envelope. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
}

export interface ApiFailure {
  success: false;
  /** For people (Ukrainian). */
  error: string;
  /**
   * For code: what to branch on (error-codes.ts). The backend always sends it (its filter builds
   * `Required<ApiFailure>`); optional in this type only until the landing branch's podcast store spec, which builds a
   * failure without it, is updated.
   */
  code?: ErrorCode;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

/** Words every screen uses. */
export const COMMON_TEXTS = {
  cancel: 'Скасувати',
  loading: 'Завантаження…',
  firstPage: 'На першу сторінку',
  yes: 'так',
  no: 'ні',
  file: (n: number) => `Файл ${n}`,
} as const;

/** Header carrying the per-request id, echoed in every response and log line. */
export const REQUEST_ID_HEADER = 'x-request-id';
