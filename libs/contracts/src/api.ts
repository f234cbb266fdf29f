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

/** Header carrying the per-request id, echoed in every response and log line. */
export const REQUEST_ID_HEADER = 'x-request-id';
