import { randomUUID } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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
}
