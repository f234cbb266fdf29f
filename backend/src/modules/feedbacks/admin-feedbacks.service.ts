import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADMIN_FEEDBACK_MESSAGES, DEFAULT_PAGE_SIZE, buildPagination, type AdminFeedback, type FeedbackListResponse } from '@law/contracts';
import { assertPageInRange } from '../../common/http/parse-page';

interface FeedbackRow {
  id: number;
  name: string;
  phone: string | null;
  created_at: Date;
  feedback: string;
}

function toDto(r: FeedbackRow): AdminFeedback {
  return { id: r.id, name: r.name, phone: r.phone, created_at: new Date(r.created_at).toISOString(), feedback: r.feedback };
}

/** Back office reading of feedbacks: newest first, 10 per page. */
@Injectable()
export class AdminFeedbacksService {
  constructor(private readonly db: DataSource) {}

  async list(page: number): Promise<FeedbackListResponse> {
    const [{ n }] = await this.db.query(`SELECT count(*)::int AS n FROM feedbacks`);
    const pagination = buildPagination(page, DEFAULT_PAGE_SIZE, n);
    assertPageInRange(page, pagination.total_pages);
    const rows: FeedbackRow[] = await this.db.query(
      `SELECT id, name, phone, created_at, feedback FROM feedbacks ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [DEFAULT_PAGE_SIZE, (page - 1) * DEFAULT_PAGE_SIZE],
    );
    return { feedbacks: rows.map(toDto), pagination };
  }

  async get(id: number): Promise<AdminFeedback> {
    const rows: FeedbackRow[] = await this.db.query(`SELECT id, name, phone, created_at, feedback FROM feedbacks WHERE id = $1`, [id]);
    if (!rows.length) throw new NotFoundException(ADMIN_FEEDBACK_MESSAGES.notFound);
    return toDto(rows[0]);
  }
}
