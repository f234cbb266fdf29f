import { createHash, randomBytes } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { ADMIN_AUTH_MESSAGES, LOGIN_THROTTLE } from '@law/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { AdminSessionEntity } from './admin-session.entity';
import { LoginAttemptEntity } from './login-attempt.entity';
import { ADMIN_PASSWORD_HASH, verifyPassword } from './admin-password';

export const SESSION_COOKIE = 'law_admin_sid';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

@Injectable()
export class AdminAuthService {
  constructor(
    @InjectRepository(AdminSessionEntity) private readonly sessions: Repository<AdminSessionEntity>,
    @InjectRepository(LoginAttemptEntity) private readonly attempts: Repository<LoginAttemptEntity>,
    @Inject(ADMIN_PASSWORD_HASH) private readonly passwordHash: string,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Checks the throttle, then the password; returns the new session token (the cookie value). */
  async login(password: string, ip: string): Promise<{ token: string; expiresAt: Date }> {
    const since = new Date(Date.now() - LOGIN_THROTTLE.windowSeconds * 1000);
    const failures = await this.attempts.count({ where: { ip, success: false, attempted_at: MoreThan(since) } });
    if (failures >= LOGIN_THROTTLE.maxFailures) {
      throw new HttpException(ADMIN_AUTH_MESSAGES.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
    }
    const valid = await verifyPassword(this.passwordHash, password);
    await this.attempts.insert({ ip, success: valid });
    if (!valid) throw new UnauthorizedException(ADMIN_AUTH_MESSAGES.wrongPassword);

    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.admin.sessionTtlHours * 3600 * 1000);
    await this.sessions.insert({ token_hash: sha256(token), expires_at: expiresAt, ip, revoked_at: null });
    return { token, expiresAt };
  }

  /** The live session for a cookie value, or null. */
  async findSession(token: string | undefined): Promise<AdminSessionEntity | null> {
    if (!token || token.length > 100) return null;
    return this.sessions.findOne({ where: { token_hash: sha256(token), revoked_at: IsNull(), expires_at: MoreThan(new Date()) } });
  }

  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.sessions.update({ token_hash: sha256(token), revoked_at: IsNull() }, { revoked_at: new Date() });
  }
}
