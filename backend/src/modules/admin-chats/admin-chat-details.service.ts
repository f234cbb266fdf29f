import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADMIN_CHAT_MESSAGES, parseCaseCard, type AdminChatDetails, type AdminChatUser, type AdminRelatedChat, type ChatDeliveryData, type MailData } from '@law/contracts';
import { SmsService } from '../sms/sms.service';
import { toSmsDto } from '../sms/sms-message.dto';
import { normalizeMailData } from '../mail/mail-data';
import { toAdminMessage, type AdminMessageRow } from '../chat/live/admin-message';

interface DetailsRow {
  id: number;
  created_at: Date;
  is_chat_finished: boolean;
  is_processed: boolean;
  document: string | null;
  comment: string | null;
  mail_data: MailData;
  delivery_data: ChatDeliveryData | null;
  case_card: unknown;
  order_id: number | null;
  user_id: string;
  name: string;
  phone: string;
  user_ip: string | null;
  city: string | null;
  is_abuser: boolean;
  held_by_id: number | null;
  held_by_name: string | null;
}

/** GET /admin/chats/{id}/messages: the chat with its user, the whole timeline and the user's SMS. */
@Injectable()
export class AdminChatDetailsService {
  constructor(
    private readonly db: DataSource,
    private readonly sms: SmsService,
  ) {}

  async get(chatId: number): Promise<AdminChatDetails> {
    const rows: DetailsRow[] = await this.db.query(
      `SELECT c.id, c.created_at, c.is_chat_finished, c.is_processed, c.document, c.comment, c.mail_data, c.delivery_data, c.case_card,
              o.id AS order_id, u.id AS user_id, u.name, u.phone, u.user_ip, u.city, u.is_abuser,
              st.id AS held_by_id, st.name AS held_by_name
         FROM chats c
         JOIN users u ON u.id = c.user_id
         LEFT JOIN orders o ON o.chat_id = c.id AND o.deleted_at IS NULL
         LEFT JOIN staff_members st ON st.id = c.held_by_staff_id
        WHERE c.id = $1`,
      [chatId],
    );
    if (!rows.length) throw new NotFoundException(ADMIN_CHAT_MESSAGES.chatNotFound);
    const r = rows[0];
    const user: AdminChatUser = { id: r.user_id, name: r.name, phone: r.phone, user_ip: r.user_ip, city: r.city, is_abuser: r.is_abuser };
    const messages: AdminMessageRow[] = await this.db.query(
      `SELECT m.id::text AS id, m.author, m.message, m.created_at, st.name AS staff_name
         FROM messages m LEFT JOIN staff_members st ON st.id = m.staff_id
        WHERE m.chat_id = $1 ORDER BY m.created_at, m.id`,
      [chatId],
    );
    const sms = await this.sms.listForUser(r.user_id);
    // The same client: their other chats, and chats of another visitor id with the same phone (a new device).
    const related: Array<{ id: number; created_at: Date; document: string | null; is_chat_finished: boolean; user_name: string }> = await this.db.query(
      `SELECT c.id, c.created_at, c.document, c.is_chat_finished, u.name AS user_name
         FROM chats c JOIN users u ON u.id = c.user_id
        WHERE (u.id = $2 OR (u.phone = $3 AND u.erased_at IS NULL)) AND c.id <> $1
        ORDER BY c.created_at DESC, c.id DESC
        LIMIT 20`,
      [chatId, r.user_id, r.phone],
    );
    return {
      chat: {
        id: r.id,
        created_at: new Date(r.created_at).toISOString(),
        is_chat_finished: r.is_chat_finished,
        is_processed: r.is_processed,
        document: r.document,
        comment: r.comment,
        mail_data: normalizeMailData(r.mail_data),
        delivery_data: r.delivery_data,
        orders: r.order_id == null ? null : { id: r.order_id },
        user,
        case_card: parseCaseCard(r.case_card),
        held_by: r.held_by_id == null ? null : { id: r.held_by_id, name: r.held_by_name ?? '' },
      },
      user,
      messages: messages.map(toAdminMessage),
      sms_messages: sms.map(toSmsDto),
      related_chats: related.map(
        (c): AdminRelatedChat => ({ id: c.id, created_at: new Date(c.created_at).toISOString(), document: c.document, is_chat_finished: c.is_chat_finished, user_name: c.user_name }),
      ),
    };
  }
}
