import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { CaseCard, MailData } from '@law/contracts';
import type { ChatEntity } from './chat.entity';

/** The fields of a chat the back office edits (the chat page, the order page, the client's mail). */
export interface EditableChat {
  id: number;
  user_id: string;
  comment: string | null;
  document: string | null;
  is_processed: boolean;
  mail_data: MailData;
  case_card: unknown;
  delivery_data: ChatEntity['delivery_data'];
}

const EDITABLE = 'id, user_id, comment, document, is_processed, mail_data, case_card, delivery_data';

/**
 * The chats table for the other modules (it belongs to the chat module): back-office edits of a chat and what they
 * read of it. Every write takes the caller's `EntityManager`, so it joins the caller's transaction (and its audit row).
 */
@Injectable()
export class ChatRecordsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The chat, or null. */
  async find(chatId: number, m: EntityManager = this.db.manager): Promise<EditableChat | null> {
    const rows: EditableChat[] = await m.query(`SELECT ${EDITABLE} FROM chats WHERE id = $1`, [chatId]);
    return rows[0] ?? null;
  }

  /** The chat, row-locked until `m`'s transaction ends; null when unknown. */
  async lockForEdit(m: EntityManager, chatId: number): Promise<EditableChat | null> {
    const rows: EditableChat[] = await m.query(`SELECT ${EDITABLE} FROM chats WHERE id = $1 FOR UPDATE`, [chatId]);
    return rows[0] ?? null;
  }

  /** The visitor's newest chat, or null. */
  async latestChatIdOf(userId: string): Promise<number | null> {
    const rows: Array<{ id: number }> = await this.db.query('SELECT id FROM chats WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1', [userId]);
    return rows[0]?.id ?? null;
  }

  async setComment(m: EntityManager, chatId: number, comment: string | null): Promise<void> {
    await m.query(`UPDATE chats SET comment = $2, updated_at = now() WHERE id = $1`, [chatId, comment]);
  }

  async setDocument(m: EntityManager, chatId: number, document: string | null): Promise<void> {
    await m.query(`UPDATE chats SET document = $2, updated_at = now() WHERE id = $1`, [chatId, document]);
  }

  /** The card, and the chat's document follows the card's when the card names one. */
  async setCaseCard(m: EntityManager, chatId: number, card: CaseCard): Promise<void> {
    await m.query(`UPDATE chats SET case_card = $2::jsonb, document = COALESCE($3, document), updated_at = now() WHERE id = $1`, [
      chatId,
      JSON.stringify(card),
      card.document ?? null,
    ]);
  }

  async setProcessed(m: EntityManager, chatId: number, isProcessed: boolean): Promise<void> {
    await m.query(`UPDATE chats SET is_processed = $2, updated_at = now() WHERE id = $1`, [chatId, isProcessed]);
  }

  async setMailData(m: EntityManager, chatId: number, mailData: MailData): Promise<void> {
    await m.query(`UPDATE chats SET mail_data = $2, updated_at = now() WHERE id = $1`, [chatId, JSON.stringify(mailData)]);
  }

  /** The chat's copy of an order's delivery data (spec section 3). */
  async setDeliveryData(m: EntityManager, chatId: number, delivery: ChatEntity['delivery_data']): Promise<void> {
    await m.query(`UPDATE chats SET delivery_data = $2, updated_at = now() WHERE id = $1`, [chatId, delivery === null ? null : JSON.stringify(delivery)]);
  }
}
