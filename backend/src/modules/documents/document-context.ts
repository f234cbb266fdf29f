import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { countCharacters, DOCUMENT_MESSAGES, parseCaseCard, type CaseCard, type CharactersCount, type DocumentReferenceDto } from '@law/contracts';

export interface DocumentRow {
  id: number;
  order_id: number;
  references: DocumentReferenceDto[];
  parsed_resources: string;
  document_text: string;
}

/** Everything about an order that the finder, the composer and the limits read. */
export interface OrderContext {
  orderId: number;
  chatId: number;
  document: string | null;
  comment: string | null;
  files: number;
  delivery: { city: string; city_area: string | null; warehouse: string; recipient_name: string } | null;
  user: { name: string; phone: string; city: string | null };
  /** The chat's case card when the intake filled it (an invalid stored value reads as null). */
  card: CaseCard | null;
  messages: { author: 'user' | 'agent'; message: string }[];
}

/** The document row, locked for update when inside a transaction. 404 when absent. */
export async function lockDocument(manager: EntityManager, documentId: number): Promise<DocumentRow> {
  const rows: DocumentRow[] = await manager.query(
    'SELECT id, order_id, "references", parsed_resources, document_text FROM documents WHERE id = $1 FOR UPDATE',
    [documentId],
  );
  if (!rows[0]) throw new NotFoundException(DOCUMENT_MESSAGES.documentNotFound);
  return rows[0];
}

/** The live order with its chat, user and messages. `missing` says what to answer when it is gone. */
export async function loadOrderContext(manager: EntityManager, orderId: number, missing: 'notFound' | 'badRequest'): Promise<OrderContext> {
  const rows: {
    chat_id: number;
    document: string | null;
    comment: string | null;
    mail_data: { files?: unknown[] } | null;
    order_delivery: Record<string, string> | null;
    chat_delivery: Record<string, string> | null;
    name: string;
    phone: string;
    city: string | null;
    case_card: unknown;
  }[] = await manager.query(
    `SELECT o.chat_id, c.document, c.comment, c.mail_data, o.delivery_data AS order_delivery, c.delivery_data AS chat_delivery, u.name, u.phone, u.city, c.case_card
       FROM orders o JOIN chats c ON c.id = o.chat_id JOIN users u ON u.id = c.user_id
      WHERE o.id = $1 AND o.deleted_at IS NULL`,
    [orderId],
  );
  const row = rows[0];
  if (!row) {
    if (missing === 'notFound') throw new NotFoundException(DOCUMENT_MESSAGES.orderNotFound);
    throw new BadRequestException('Документ не прив\'язаний до чинного замовлення: генерація неможлива');
  }
  const messages: OrderContext['messages'] = await manager.query(
    // System lines ('До розмови приєднався юрист …') are about the chat, not the client's case.
    "SELECT author, message FROM messages WHERE chat_id = $1 AND author <> 'system' ORDER BY created_at, id",
    [row.chat_id],
  );
  const d = row.order_delivery ?? row.chat_delivery;
  return {
    orderId,
    chatId: row.chat_id,
    document: row.document,
    comment: row.comment,
    files: Array.isArray(row.mail_data?.files) ? row.mail_data.files.length : 0,
    delivery: d?.city ? { city: d.city, city_area: d.city_area || null, warehouse: d.warehouse ?? '', recipient_name: d.recipient_name ?? '' } : null,
    user: { name: row.name, phone: row.phone, city: row.city },
    card: parseCaseCard(row.case_card),
    messages,
  };
}

/** characters_count of spec section 3: every chat message, the comment and the parsed sources (countCharacters of @law/contracts). */
export function charactersCountOf(ctx: Pick<OrderContext, 'messages' | 'comment'>, parsedResources: string): CharactersCount {
  return countCharacters({ messages: ctx.messages.map((m) => m.message), comments: [ctx.comment], parsedResources });
}
