import { randomUUID } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isValidName, isValidPhone, USER_MESSAGES } from '@law/contracts';
import { USERS_CONFIG, type UsersConfig } from './users.config';
import { UserEntity } from './user.entity';
import { lockKey } from '../../common/database/key-lock';

export const REGISTRATION_RATE_LIMITED = 'Забагато реєстрацій з вашої адреси. Спробуйте за хвилину.';

@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(USERS_CONFIG) private readonly config: UsersConfig,
  ) {}

  /**
   * Stores a visitor. The per-IP limit and the insert run in one transaction under an advisory lock on the IP,
   * so concurrent requests from one address (on any instance) cannot slip past the count.
   */
  async register(name: string, phone: string, ip: string, consentVersion?: string): Promise<string> {
    const trimmed = name.trim();
    // The DTO already enforces these; the service keeps the rule whoever calls it.
    if (!isValidName(trimmed)) throw new HttpException(USER_MESSAGES.nameLength, HttpStatus.BAD_REQUEST);
    if (!isValidPhone(phone)) throw new HttpException(USER_MESSAGES.phoneInvalid, HttpStatus.BAD_REQUEST);
    const id = randomUUID();
    await this.db.transaction(async (m) => {
      await lockKey(m, `register:${ip}`);
      const [{ n }] = await m.query(
        `SELECT count(*)::int AS n FROM users WHERE user_ip = $1 AND created_at > now() - interval '1 minute'`,
        [ip],
      );
      if (n >= this.config.registrationsPerMinute) throw new HttpException(REGISTRATION_RATE_LIMITED, HttpStatus.TOO_MANY_REQUESTS);
      await m.insert(UserEntity, {
        id,
        name: trimmed,
        phone,
        user_ip: ip.slice(0, 64),
        city: null,
        is_abuser: false,
        consent_at: consentVersion ? new Date() : null,
        consent_version: consentVersion ?? null,
      });
    });
    return id;
  }

  /** A visitor (or null), read in `m`'s transaction when given. */
  findById(userId: string, m: EntityManager = this.db.manager): Promise<UserEntity | null> {
    return m.findOne(UserEntity, { where: { id: userId } });
  }

  /** Whether the visitor is blocked, the row locked until `m`'s transaction ends; null for an unknown visitor. */
  async lockBlocked(m: EntityManager, userId: string): Promise<boolean | null> {
    const rows: Array<{ is_abuser: boolean }> = await m.query('SELECT is_abuser FROM users WHERE id = $1 FOR UPDATE', [userId]);
    return rows.length ? rows[0].is_abuser : null;
  }

  /** Staff block or unblock a visitor (the caller audits it in the same transaction). */
  async setBlocked(m: EntityManager, userId: string, blocked: boolean): Promise<void> {
    await m.query('UPDATE users SET is_abuser = $2 WHERE id = $1', [userId, blocked]);
  }

  /** The visitor's city, as the case card or the intake found it. */
  async setCity(m: EntityManager, userId: string, city: string): Promise<void> {
    await m.query('UPDATE users SET city = $2 WHERE id = $1', [userId, city]);
  }

  /**
   * What a conversation learnt about the visitor, written in the transaction that stores the assistant's reply:
   * the city (when given) and a block for abuse (never lifted here).
   */
  async recordConversationOutcome(m: EntityManager, userId: string, outcome: { city: string | null; block: boolean }): Promise<void> {
    if (outcome.city === null && !outcome.block) return;
    await m.query('UPDATE users SET city = COALESCE($2, city), is_abuser = is_abuser OR $3 WHERE id = $1', [userId, outcome.city, outcome.block]);
  }
}
