import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ADMIN_CHAT_MESSAGES, CLIENT_FILE_MESSAGES, caseCardError, parseCaseCard, type CaseCard, type MailData } from '@law/contracts';
import { AuditService } from '../audit/audit.service';
import { ChatRecordsService, type EditableChat } from '../chat/chat-records.service';
import { normalizeMailData } from '../mail/mail-data';
import { OrdersService } from '../orders/orders.service';
import { UsersService } from '../users/users.service';

/** Admin edits of a chat. Each runs in one transaction with its audit_log row (actor, before, after). */
@Injectable()
export class AdminChatActionsService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly chats: ChatRecordsService,
    private readonly users: UsersService,
    private readonly orders: OrdersService,
  ) {}

  updateComment(chatId: number, comment: string, actor: string): Promise<{ comment: string | null }> {
    const value = comment.trim() === '' ? null : comment;
    return this.db.transaction(async (m) => {
      const chat = await this.lock(m, chatId);
      await this.chats.setComment(m, chatId, value);
      await this.audit.record({ actor, action: 'chat.update_comment', entity: 'chat', entityId: chatId, before: { comment: chat.comment }, after: { comment: value } }, m);
      return { comment: value };
    });
  }

  updateDocument(chatId: number, document: string, actor: string): Promise<{ document: string | null }> {
    const value = document.trim() === '' ? null : document.trim();
    return this.db.transaction(async (m) => {
      const chat = await this.lock(m, chatId);
      await this.chats.setDocument(m, chatId, value);
      await this.audit.record({ actor, action: 'chat.update_document', entity: 'chat', entityId: chatId, before: { document: chat.document }, after: { document: value } }, m);
      return { document: value };
    });
  }

  /**
   * Staff's edit of the case card: validated whole (unknown keys, limits, dates, control characters → 400), stored
   * with its audit row; the chat's document and the client's city follow the card so the list and the order see them.
   */
  updateCaseCard(chatId: number, raw: unknown, actor: string): Promise<{ case_card: CaseCard }> {
    const problem = caseCardError(raw);
    if (problem) throw new BadRequestException(problem);
    const card = raw as CaseCard;
    return this.db.transaction(async (m) => {
      const chat = await this.lock(m, chatId);
      const user = await this.users.findById(chat.user_id, m);
      await this.chats.setCaseCard(m, chatId, card);
      if (card.city && card.city !== user?.city) await this.users.setCity(m, chat.user_id, card.city);
      await this.audit.record(
        { actor, action: 'chat.update_case_card', entity: 'chat', entityId: chatId, before: { case_card: parseCaseCard(chat.case_card), document: chat.document }, after: { case_card: card, document: card.document ?? chat.document } },
        m,
      );
      return { case_card: card };
    });
  }

  /** Refused (409) while the chat has a live order: the order's lifecycle owns the chat then. */
  setProcessed(chatId: number, isProcessed: boolean, actor: string): Promise<{ is_processed: boolean }> {
    return this.db.transaction(async (m) => {
      const chat = await this.lock(m, chatId);
      if (await this.orders.hasLiveOrder(m, chatId)) throw new ConflictException(ADMIN_CHAT_MESSAGES.processBlockedByOrder);
      if (chat.is_processed !== isProcessed) {
        await this.chats.setProcessed(m, chatId, isProcessed);
        await this.audit.record(
          { actor, action: 'chat.process', entity: 'chat', entityId: chatId, before: { is_processed: chat.is_processed }, after: { is_processed: isProcessed } },
          m,
        );
      }
      return { is_processed: isProcessed };
    });
  }

  /** Takes a file off the chat's list; the file stays on disk and in mail_data.removed_files, so it can be restored. */
  removeFile(chatId: number, fileIndex: number, actor: string): Promise<{ mail_data: MailData }> {
    return this.db.transaction(async (m) => {
      const chat = await this.lock(m, chatId);
      const before = normalizeMailData(chat.mail_data);
      if (fileIndex >= before.files.length) throw new BadRequestException(ADMIN_CHAT_MESSAGES.fileNotFound);
      const after = normalizeMailData(chat.mail_data);
      const [removed] = after.files.splice(fileIndex, 1);
      after.removed_files = [...(after.removed_files ?? []).filter((f) => f !== removed), removed];
      await this.chats.setMailData(m, chatId, after);
      await this.audit.record(
        { actor, action: 'chat.remove_file', entity: 'chat', entityId: chatId, before: { files: before.files, removed: removed }, after: { files: after.files, removed_files: after.removed_files } },
        m,
      );
      return { mail_data: after };
    });
  }

  /** Puts a removed file back at the end of the list (audited). */
  restoreFile(chatId: number, file: string, actor: string): Promise<{ mail_data: MailData }> {
    return this.db.transaction(async (m) => {
      const chat = await this.lock(m, chatId);
      const before = normalizeMailData(chat.mail_data);
      if (!(before.removed_files ?? []).includes(file)) throw new BadRequestException(CLIENT_FILE_MESSAGES.notRemoved);
      const after = normalizeMailData(chat.mail_data);
      after.removed_files = (after.removed_files ?? []).filter((f) => f !== file);
      after.files.push(file);
      await this.chats.setMailData(m, chatId, after);
      await this.audit.record({ actor, action: 'chat.restore_file', entity: 'chat', entityId: chatId, before: { files: before.files }, after: { files: after.files } }, m);
      return { mail_data: after };
    });
  }

  private async lock(m: EntityManager, chatId: number): Promise<EditableChat> {
    const chat = await this.chats.lockForEdit(m, chatId);
    if (!chat) throw new NotFoundException(ADMIN_CHAT_MESSAGES.chatNotFound);
    return chat;
  }
}
