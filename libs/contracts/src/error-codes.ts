/**
 * Stable codes of every failure answer `{success:false, error, code}` and of every refusal on a socket (the /chat
 * `error` event and the negative acks, `{ message | error, code }`): clients branch on `code`, never on the Ukrainian
 * text (which is for people and may be reworded). The backend's global exception filter sets it for HTTP: from the
 * exception's own `code` when it carries one, otherwise from the HTTP status; the chat gateway names one per refusal.
 */
export enum ErrorCode {
  BadRequest = 'bad_request',
  InvalidJson = 'invalid_json',
  ForbiddenInput = 'forbidden_input',
  Unauthorized = 'unauthorized',
  Forbidden = 'forbidden',
  NotFound = 'not_found',
  Conflict = 'conflict',
  PayloadTooLarge = 'payload_too_large',
  TooManyRequests = 'too_many_requests',
  Internal = 'internal',
  BadGateway = 'bad_gateway',
  ServiceUnavailable = 'service_unavailable',
  // The visitor chat's refusals (socket namespace /chat).
  /** The user id is not known to the server (data removed, another database): register again. */
  UnknownUser = 'unknown_user',
  /** The consultation is closed: nothing more can be written to it (a new one can be started). */
  ChatFinished = 'chat_finished',
  /** The visitor is blocked. */
  Blocked = 'blocked',
  /** The message is empty, too long, malformed or has forbidden characters. */
  InvalidMessage = 'invalid_message',
  /** Past SOCKETS_PER_ADDRESS_MAX open chat connections from one client address. */
  TooManyConnections = 'too_many_connections',
}

const BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.BadRequest,
  401: ErrorCode.Unauthorized,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  409: ErrorCode.Conflict,
  413: ErrorCode.PayloadTooLarge,
  429: ErrorCode.TooManyRequests,
  502: ErrorCode.BadGateway,
  503: ErrorCode.ServiceUnavailable,
};

/** The code of a failure that names none: by its HTTP status (other 4xx: bad_request; other 5xx: internal). */
export function errorCodeForStatus(status: number): ErrorCode {
  return BY_STATUS[status] ?? (status >= 400 && status < 500 ? ErrorCode.BadRequest : ErrorCode.Internal);
}

const CODES = new Set<string>(Object.values(ErrorCode));
export function isErrorCode(v: unknown): v is ErrorCode {
  return typeof v === 'string' && CODES.has(v);
}
