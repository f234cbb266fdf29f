import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService } from '@nestjs/common';
import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config/config';

type Level = 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/** What every line written while serving one HTTP request or one socket event carries. */
export interface LogContext {
  requestId?: string;
  socketId?: string;
}

/** Set by the request-id middleware (HTTP) and the chat gateway (socket events); read by every log line. */
export const logContext = new AsyncLocalStorage<LogContext>();

/**
 * Fields that would carry personal data are blanked wherever a caller puts them (top level or one level down), so a
 * slip in a log call cannot write a phone, a name, a message or an address to the log.
 */
export const PERSONAL_FIELDS = ['phone', 'name', 'userName', 'text', 'content', 'body', 'ip', 'clientIp', 'address', 'email', 'password', 'token', 'cookie', 'authorization'];
const REDACT_PATHS = PERSONAL_FIELDS.flatMap((f) => [f, `*.${f}`]);

/**
 * Errors are reduced to type, message, code and stack: a database error object also carries the query and its
 * parameters (names, phones, messages), which must not reach the log.
 */
export function errorFields(e: unknown): Record<string, unknown> {
  if (!(e instanceof Error)) return { type: typeof e, message: String(e) };
  const code = (e as { code?: unknown }).code;
  return { type: e.name, message: e.message, ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}), stack: e.stack };
}

/**
 * One JSON object per line (pino): level, time, pid, msg, the request id or socket id of the work in progress, and
 * the caller's fields. LOG_FORMAT=pretty prints readable coloured lines for a terminal instead.
 */
export class AppLogger {
  readonly pino: Logger;

  constructor(opts: { level?: Exclude<Level, 'fatal'>; format?: 'json' | 'pretty'; destination?: DestinationStream } = {}) {
    const destination = opts.destination ?? (opts.format === 'pretty' ? pretty({ colorize: true, sync: true }) : pino.destination({ dest: 1, sync: true }));
    this.pino = pino(
      {
        level: opts.level ?? 'info',
        base: { pid: process.pid },
        timestamp: stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
        mixin: () => ({ ...logContext.getStore() }),
        redact: { paths: REDACT_PATHS, censor: '[redacted]' },
        serializers: { err: errorFields },
      },
      destination,
    );
  }

  static fromConfig(config: Pick<AppConfig, 'logLevel' | 'logFormat'>): AppLogger {
    return new AppLogger({ level: config.logLevel, format: config.logFormat });
  }

  /** `fields.err` (an Error) is written as {type, message, code, stack}. */
  log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
    this.pino[level](fields, msg);
  }

  debug(msg: string, f?: Record<string, unknown>) { this.log('debug', msg, f); }
  info(msg: string, f?: Record<string, unknown>) { this.log('info', msg, f); }
  warn(msg: string, f?: Record<string, unknown>) { this.log('warn', msg, f); }
  error(msg: string, f?: Record<string, unknown>) { this.log('error', msg, f); }
  fatal(msg: string, f?: Record<string, unknown>) { this.log('fatal', msg, f); }
}

/** Nest's route-mapping and module-loading lines are debug: at info they would bury the start-up in one line per route. */
const NOISY_CONTEXTS = new Set(['RouterExplorer', 'RoutesResolver', 'InstanceLoader', 'WebSocketsController']);

/** Nest's own lines (start-up, exceptions it handles itself) through the same logger, in the same shape. */
export class NestLogger implements LoggerService {
  constructor(private readonly logger: AppLogger) {}

  private write(level: Level, message: unknown, rest: unknown[]): void {
    const context = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    const stack = rest.find((r) => typeof r === 'string' && r.includes('\n    at '));
    const fields: Record<string, unknown> = { source: 'nest', ...(context ? { context } : {}) };
    if (message instanceof Error) fields.err = message;
    else if (stack) fields.err = Object.assign(new Error(String(message)), { stack: stack as string });
    const msg = message instanceof Error ? message.message : typeof message === 'string' ? message : JSON.stringify(message);
    this.logger.log(level === 'info' && context && NOISY_CONTEXTS.has(context) ? 'debug' : level, msg, fields);
  }

  log(message: unknown, ...rest: unknown[]) { this.write('info', message, rest); }
  error(message: unknown, ...rest: unknown[]) { this.write('error', message, rest); }
  warn(message: unknown, ...rest: unknown[]) { this.write('warn', message, rest); }
  debug(message: unknown, ...rest: unknown[]) { this.write('debug', message, rest); }
  verbose(message: unknown, ...rest: unknown[]) { this.write('debug', message, rest); }
  fatal(message: unknown, ...rest: unknown[]) { this.write('fatal', message, rest); }
}

export const APP_LOGGER = Symbol('APP_LOGGER');
