import type { AppConfig } from '../config/config';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof LEVELS;

/** One-line JSON logs; every request's line carries its request id. */
export class AppLogger {
  constructor(private readonly level: Level = 'info') {}

  static fromConfig(config: Pick<AppConfig, 'logLevel'>): AppLogger {
    return new AppLogger(config.logLevel);
  }

  log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
    if (LEVELS[level] < LEVELS[this.level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
    if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  }

  debug(msg: string, f?: Record<string, unknown>) { this.log('debug', msg, f); }
  info(msg: string, f?: Record<string, unknown>) { this.log('info', msg, f); }
  warn(msg: string, f?: Record<string, unknown>) { this.log('warn', msg, f); }
  error(msg: string, f?: Record<string, unknown>) { this.log('error', msg, f); }
}

export const APP_LOGGER = Symbol('APP_LOGGER');
