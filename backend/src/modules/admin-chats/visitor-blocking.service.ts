import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADMIN_CHAT_MESSAGES, type BlockUserResponse } from '@law/contracts';
import { AuditService } from '../audit/audit.service';
import { ChatRecordsService } from '../chat/chat-records.service';
import { UsersService } from '../users/users.service';

/**
 * Staff block or unblock the visitor of a chat. A blocked visitor gets no assistant reply and nothing they send
 * is stored (the chat gateway's existing rule); every change is in the audit log with its reason.
 */
@Injectable()
export class VisitorBlockingService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly chats: ChatRecordsService,
    private readonly users: UsersService,
  ) {}

  setBlocked(chatId: number, blocked: boolean, reason: string | null, actor: string): Promise<BlockUserResponse> {
    return this.db.transaction(async (m) => {
      const chat = await this.chats.find(chatId, m);
      const is_abuser = chat ? await this.users.lockBlocked(m, chat.user_id) : null;
      if (!chat || is_abuser === null) throw new NotFoundException(ADMIN_CHAT_MESSAGES.chatNotFound);
      const user_id = chat.user_id;
      if (is_abuser !== blocked) {
        await this.users.setBlocked(m, user_id, blocked);
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
