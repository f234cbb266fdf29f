import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FEEDBACK_MESSAGES, feedbackNameError, feedbackTextError, type FeedbackRequest } from '@law/contracts';
import { UsersService } from '../users/users.service';
import { FeedbackEntity } from './feedback.entity';
import { FEEDBACKS_CONFIG, type FeedbacksConfig } from './feedbacks.config';
import { lockKey } from '../../common/database/key-lock';

@Injectable()
export class FeedbackSubmissionService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(FEEDBACKS_CONFIG) private readonly config: FeedbacksConfig,
    private readonly users: UsersService,
  ) {}

  /**
   * Stores a visitor's feedback. The per-IP limit and the insert run in one transaction under an advisory lock
   * on the IP, so concurrent requests from one address (on any instance) cannot slip past the count.
   * A userId links the registered visitor (so staff see their phone) only from the address they registered from.
   */
  async submit(input: FeedbackRequest, ip: string): Promise<{ id: number }> {
    // The DTO already enforces these; the service keeps the rules whoever calls it.
    const error = feedbackNameError(input.name) ?? feedbackTextError(input.feedback);
    if (error) throw new HttpException(error, HttpStatus.BAD_REQUEST);
    const name = input.name.trim();
    const feedback = input.feedback.trim();
    const clientIp = ip.slice(0, 64);

    return this.db.transaction(async (m) => {
      await lockKey(m, `feedback:${clientIp}`);
      const [{ n }] = await m.query(
        `SELECT count(*)::int AS n FROM feedbacks WHERE ip = $1 AND created_at > now() - make_interval(secs => $2)`,
        [clientIp, this.config.rateLimitWindowSeconds],
      );
      if (n >= this.config.rateLimitMax) throw new HttpException(FEEDBACK_MESSAGES.tooMany, HttpStatus.TOO_MANY_REQUESTS);
      // The visitor's id alone proves nothing (it appears in their mailbox address): the feedback is linked to a
      // registered visitor only when it comes from the address they registered from; otherwise it is kept unlinked.
      const found = input.userId ? await this.users.findById(input.userId, m) : null;
      const user = found && found.user_ip === clientIp ? found : null;
      const saved = await m.save(
        m.create(FeedbackEntity, { name, feedback, ip: clientIp, user_id: user?.id ?? null, phone: user?.phone ?? null }),
      );
      return { id: saved.id };
    });
  }
}
