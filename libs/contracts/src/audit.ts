/** History of changes ('Історія змін'): the audit log as staff read it (issue 15). */
import type { Pagination } from './pagination';

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface AuditEntryDto {
  id: number;
  /** ISO 8601 */
  created_at: string;
  /** Who: the staff member's name once accounts exist; an admin session otherwise. */
  actor: string;
  action: string;
  /** What, in Ukrainian ('Змінено коментар'). */
  action_label: string;
  entity: string;
  entity_id: string;
  /** Fields whose value differs between before and after: old → new. */
  changes: AuditChange[];
}

/** GET /api/admin/audit?page=&chat_id=&order_id= */
export interface AuditListResponse {
  entries: AuditEntryDto[];
  pagination: Pagination;
}

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'chat.process': 'Змінено статус обробки чату',
  'chat.remove_file': 'Файл клієнта перенесено в кошик',
  'chat.restore_file': 'Файл клієнта відновлено',
  'chat.scrape_mails': 'Перевірено пошту клієнта',
  'chat.update_comment': 'Змінено коментар',
  'chat.update_document': 'Змінено документ',
  'chat.update_case_card': 'Змінено картку справи',
  'chat.takeover': 'Розмову передано юристові',
  'chat.release': 'Розмову повернуто асистентові',
  'chat.finish': 'Розмову завершено',
  'document.add_reference': 'Додано джерело',
  'document.find_references': 'Знайдено джерела',
  'document.generate': 'Згенеровано документ',
  'document.parse_references': 'Прочитано джерела',
  'document.remove_reference': 'Видалено джерело',
  'document.update_text': 'Змінено текст документа',
  'order.create': 'Створено замовлення',
  'order.delete': 'Замовлення перенесено в кошик',
  'order.restore': 'Замовлення відновлено з кошика',
  'order.update_comment': 'Змінено коментар замовлення',
  'order.update_delivery': 'Змінено дані доставки',
  'order.update_price': 'Змінено ціну',
  'order.set_payment_date': 'Змінено дату оплати',
  'order.set_invoice_tracking_number': 'Змінено номер відправлення рахунку',
  'order.set_documents_tracking_number': 'Змінено номер відправлення документів',
  'sms.send_contacts': 'Надіслано SMS з контактами',
  'sms.send_invoice_number': 'Надіслано SMS з номером рахунку',
  'user.block': 'Відвідувача заблоковано',
  'user.unblock': 'Відвідувача розблоковано',
  'user.erase': 'Дані клієнта видалено на його запит',
  'user.export': 'Дані клієнта вивантажено',
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

export const AUDIT_MESSAGES = {
  title: 'Історія змін',
  empty: 'Змін ще не було',
  loadError: 'Не вдалося завантажити історію змін',
  adminActor: 'Адміністратор',
  system: 'Система',
} as const;

/** The fields that changed between two audit snapshots (keys of either side, values compared as JSON). */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
}
