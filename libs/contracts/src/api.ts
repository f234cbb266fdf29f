/** Every JSON answer of the backend has this envelope. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
}

export interface ApiFailure {
  success: false;
  error: string;
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
