import { ArgumentsHost, Catch, HttpException, HttpStatus, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ErrorCode, errorCodeForStatus, isErrorCode, type ApiFailure } from '@law/contracts';
import { isDatabaseUnavailable } from '../database-errors';
import type { AppLogger } from '../logger';

export const INTERNAL_ERROR_MESSAGE = 'Внутрішня помилка сервера. Спробуйте пізніше.';
export const DB_UNAVAILABLE_MESSAGE = 'Сервіс тимчасово недоступний. Спробуйте за хвилину.';

/** Flattens whatever a Nest HttpException carries into one readable message. */
export function httpExceptionMessage(e: HttpException): string {
  const body = e.getResponse();
  if (typeof body === 'string') return body;
  const m = (body as { message?: unknown; error?: unknown }).message ?? (body as { error?: unknown }).error;
  if (Array.isArray(m)) return m.map(String).join('; ');
  if (typeof m === 'string') return m;
  return e.message;
}

/** The exception's own code (`new ConflictException({ message, code: ErrorCode.X })`), else none. */
function ownCode(e: HttpException): ErrorCode | undefined {
  const body = e.getResponse();
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return isErrorCode(code) ? code : undefined;
}

/** A request body that is not JSON: body-parser's own error, or the 400 Nest wraps it in (its cause). */
function isJsonParseFailure(e: unknown): boolean {
  const parseFailed = (x: unknown) => (x as { type?: string } | undefined)?.type === 'entity.parse.failed';
  return parseFailed(e) || (e instanceof HttpException && (parseFailed(e.cause) || e.cause instanceof SyntaxError));
}

/** The route template (never the concrete path, which may hold a client's file name). */
const routeOf = (req: Request) => (req.route as { path?: string } | undefined)?.path ?? 'unmatched';

/** One place that turns any failure into `{success:false, error, code}`; stack traces stay in the log. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: AppLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    if (res.headersSent) return;

    let status = HttpStatus.INTERNAL_SERVER_ERROR;
    let error = INTERNAL_ERROR_MESSAGE;
    let code: ErrorCode | undefined;
    if (isJsonParseFailure(exception)) {
      status = HttpStatus.BAD_REQUEST;
      error = 'Некоректний JSON у запиті';
      code = ErrorCode.InvalidJson;
    } else if (exception instanceof HttpException) {
      status = exception.getStatus();
      error = httpExceptionMessage(exception);
      code = ownCode(exception);
    } else if (isDatabaseUnavailable(exception)) {
      status = HttpStatus.SERVICE_UNAVAILABLE;
      error = DB_UNAVAILABLE_MESSAGE;
    } else if ((exception as { type?: string })?.type === 'entity.too.large') {
      status = HttpStatus.PAYLOAD_TOO_LARGE;
      error = 'Запит завеликий';
    }
    if (exception instanceof HttpException && status >= 500) {
      // A failure we raised on purpose (an outside service answered badly): its message says it all.
      this.logger.warn('request failed', { method: req.method, route: routeOf(req), status, reason: error });
    } else if (status >= 500) {
      this.logger.error('request failed', {
        method: req.method,
        route: routeOf(req),
        status,
        err: exception,
      });
    }
    const body: Required<ApiFailure> = { success: false, error, code: code ?? errorCodeForStatus(status) };
    res.status(status).json(body);
  }
}
