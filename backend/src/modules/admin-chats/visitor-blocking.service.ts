import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADMIN_CHAT_MESSAGES, type BlockUserResponse } from '@law/contracts';
import { AuditService } from '../audit/audit.service';

/**
 * Staff block or unblock the visitor of a chat. A blocked visitor gets no assistant reply and nothing they send
 * is stored (the chat gateway's existing rule); every change is in the audit log with its reason.
 */
@Injectable()
export class VisitorBlockingService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  setBlocked(chatId: number, blocked: boolean, reason: string | null, actor: string): Promise<BlockUserResponse> {
    return this.db.transaction(async (m) => {
      const rows: Array<{ user_id: string; is_abuser: boolean }> = await m.query(
        `SELECT u.id AS user_id, u.is_abuser FROM chats c JOIN users u ON u.id = c.user_id WHERE c.id = $1 FOR UPDATE OF u`,
        [chatId],
      );
      if (!rows.length) throw new NotFoundException(ADMIN_CHAT_MESSAGES.chatNotFound);
      const { user_id, is_abuser } = rows[0];
      if (is_abuser !== blocked) {
        await m.query('UPDATE users SET is_abuser = $2 WHERE id = $1', [user_id, blocked]);
        await this.audit.record(
          {
            actor,
            action: blocked ? 'user.block' : 'user.unblock',
            entity: 'user',
            entityId: user_id,
            before: { is_abuser },
            after: { is_abuser: blocked, ...(reason ? { reason } : {}), chat_id: chatId },
          },
          m,
        );
      }
      return { is_abuser: blocked };
    });
  }
}
