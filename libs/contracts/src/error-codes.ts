/**
 * Stable codes of every failure answer `{success:false, error, code}`: clients branch on `code`, never on the
 * Ukrainian `error` text (which is for people and may be reworded). The backend's global exception filter sets it:
 * from the exception's own `code` when it carries one, otherwise from the HTTP status.
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
