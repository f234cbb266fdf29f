import { createHash, randomBytes } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan, Repository } from 'typeorm';
import { ADMIN_AUTH_MESSAGES, LOGIN_THROTTLE } from '@law/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { ConcurrencyLimit, QueueFullError } from '../../common/concurrency/concurrency-limit';
import { lockKey } from '../../common/database/key-lock';
import { AdminSessionEntity } from './admin-session.entity';
import { ADMIN_PASSWORD_HASH, verifyPassword } from './admin-password';

export const SESSION_COOKIE = 'law_admin_sid';

/**
 * Password checks (argon2, ~50 ms of a core each) run at most this many at once per instance, with at most
 * LOGIN_QUEUE_MAX waiting; past that a login is refused as busy — a burst of guesses cannot starve other requests.
 */
const LOGIN_VERIFY_CONCURRENCY = 2;
const LOGIN_QUEUE_MAX = 32;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

@Injectable()
export class AdminAuthService {
  private readonly verifier = new ConcurrencyLimit(LOGIN_VERIFY_CONCURRENCY, LOGIN_QUEUE_MAX);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(AdminSessionEntity) private readonly sessions: Repository<AdminSessionEntity>,
    @Inject(ADMIN_PASSWORD_HASH) private readonly passwordHash: string,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Checks the throttle, then the password; returns the new session token (the cookie value).
   * The attempt is counted (as a failure) under a per-address lock before the password is hashed, so N parallel
   * guesses from one address — on any instance — never get more than LOGIN_THROTTLE.maxFailures checks.
   */
  async login(password: string, ip: string): Promise<{ token: string; expiresAt: Date }> {
    const attemptId = await this.db.transaction(async (m) => {
      await lockKey(m, `login:${ip}`);
      const [{ n }] = await m.query(
        `SELECT count(*)::int AS n FROM login_attempts
          WHERE ip = $1 AND success = false AND attempted_at > now() - make_interval(secs => $2)`,
        [ip, LOGIN_THROTTLE.windowSeconds],
      );
      if (n >= LOGIN_THROTTLE.maxFailures) throw new HttpException(ADMIN_AUTH_MESSAGES.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
      const [row] = await m.query(`INSERT INTO login_attempts (ip, success) VALUES ($1, false) RETURNING id`, [ip]);
      return String(row.id);
    });
    let valid: boolean;
    try {
      valid = await this.verifier.run(() => verifyPassword(this.passwordHash, password));
    } catch (e) {
      if (e instanceof QueueFullError) throw new HttpException(ADMIN_AUTH_MESSAGES.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
      throw e;
    }
    if (!valid) throw new UnauthorizedException(ADMIN_AUTH_MESSAGES.wrongPassword);

    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.admin.sessionTtlHours * 3600 * 1000);
    await this.db.transaction(async (m) => {
      await m.query(`UPDATE login_attempts SET success = true WHERE id = $1`, [attemptId]);
      await m.insert(AdminSessionEntity, { token_hash: sha256(token), expires_at: expiresAt, ip, revoked_at: null });
    });
    return { token, expiresAt };
  }

  /** The live session for a cookie value, or null. */
  async findSession(token: string | undefined): Promise<AdminSessionEntity | null> {
    if (typeof token !== 'string' || !token || token.length > 100) return null;
    return this.sessions.findOne({ where: { token_hash: sha256(token), revoked_at: IsNull(), expires_at: MoreThan(new Date()) } });
  }

  async logout(token: string | undefined): Promise<void> {
    if (typeof token !== 'string' || !token) return;
    await this.sessions.update({ token_hash: sha256(token), revoked_at: IsNull() }, { revoked_at: new Date() });
  }
}
