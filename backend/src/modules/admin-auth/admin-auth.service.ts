import { createHash, randomBytes } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ADMIN_AUTH_MESSAGES, LOGIN_THROTTLE } from '@law/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { ConcurrencyLimit, QueueFullError } from '../../common/concurrency/concurrency-limit';
import { lockKey } from '../../common/database/key-lock';
import type { StaffMember } from '@law/contracts';
import { AdminSessionEntity } from './admin-session.entity';
import { ADMIN_PASSWORD_HASH, verifyPassword } from './admin-password';
import { loginKeyOf } from './staff-password';

/** A live admin session and the staff member it belongs to. */
export interface AdminSession {
  id: string;
  staff: StaffMember;
  expiresAt: Date;
}

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
    let staffId: number | null;
    try {
      staffId = await this.verifier.run(() => this.identify(password));
    } catch (e) {
      if (e instanceof QueueFullError) throw new HttpException(ADMIN_AUTH_MESSAGES.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
      throw e;
    }
    if (staffId === null) throw new UnauthorizedException(ADMIN_AUTH_MESSAGES.wrongPassword);

    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.admin.sessionTtlHours * 3600 * 1000);
    await this.db.transaction(async (m) => {
      await m.query(`UPDATE login_attempts SET success = true WHERE id = $1`, [attemptId]);
      await m.insert(AdminSessionEntity, { token_hash: sha256(token), expires_at: expiresAt, ip, revoked_at: null, staff_id: staffId });
    });
    return { token, expiresAt };
  }

  /**
   * Which staff member a password belongs to, or null. A generated staff password names its account by its login
   * key, so one hash is checked; anything else (or a key whose check fails) is checked against ADMIN_PASSWORD's hash.
   * At most two argon2 checks per attempt, whatever the number of accounts.
   */
  private async identify(password: string): Promise<number | null> {
    const key = loginKeyOf(password);
    if (key) {
      const rows: Array<{ id: number; password_hash: string }> = await this.db.query(
        `SELECT id, password_hash FROM staff_members WHERE login_key = $1 AND NOT builtin AND disabled_at IS NULL`,
        [key],
      );
      if (rows.length && (await verifyPassword(rows[0].password_hash, password))) return rows[0].id;
    }
    if (!(await verifyPassword(this.passwordHash, password))) return null;
    return this.builtinStaffId();
  }

  private builtinId?: number;
  private async builtinStaffId(): Promise<number> {
    if (this.builtinId === undefined) {
      const [row] = await this.db.query(`SELECT id FROM staff_members WHERE builtin`);
      this.builtinId = row.id as number;
    }
    return this.builtinId;
  }

  /** A staff member's name (null when unknown), read in `m`'s transaction when given. */
  async staffName(staffId: number, m: EntityManager = this.db.manager): Promise<string | null> {
    const rows: Array<{ name: string }> = await m.query('SELECT name FROM staff_members WHERE id = $1', [staffId]);
    return rows[0]?.name ?? null;
  }

  /** The live session for a cookie value, or null: not revoked, not expired, and its staff account not disabled. */
  async findSession(token: string | undefined): Promise<AdminSession | null> {
    if (typeof token !== 'string' || !token || token.length > 100) return null;
    const rows: Array<{ id: string; expires_at: Date; staff_id: number; name: string }> = await this.db.query(
      `SELECT s.id, s.expires_at, st.id AS staff_id, st.name
         FROM admin_sessions s JOIN staff_members st ON st.id = s.staff_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND st.disabled_at IS NULL`,
      [sha256(token)],
    );
    if (!rows.length) return null;
    const r = rows[0];
    return { id: r.id, staff: { id: r.staff_id, name: r.name }, expiresAt: new Date(r.expires_at) };
  }

  /** Of the given session ids, those still live (used to end the sockets of revoked or disabled sessions). */
  async liveSessionIds(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows: Array<{ id: string }> = await this.db.query(
      `SELECT s.id FROM admin_sessions s JOIN staff_members st ON st.id = s.staff_id
        WHERE s.id = ANY($1::uuid[]) AND s.revoked_at IS NULL AND s.expires_at > now() AND st.disabled_at IS NULL`,
      [ids],
    );
    return new Set(rows.map((r) => r.id));
  }

  async logout(token: string | undefined): Promise<void> {
    if (typeof token !== 'string' || !token) return;
    const rows: Array<{ id: string }> = await this.db.query(
      `WITH ended AS (UPDATE admin_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id)
       SELECT id FROM ended`,
      [sha256(token)],
    );
    for (const { id } of rows) for (const listener of this.endedListeners) listener(id);
  }

  private readonly endedListeners = new Set<(sessionId: string) => void>();

  /** Called with the id of a session that logged out (the live inbox closes its sockets at once). */
  onSessionEnded(listener: (sessionId: string) => void): void {
    this.endedListeners.add(listener);
  }
}
