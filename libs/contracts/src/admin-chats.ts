/** Back office: chats inbox and detail, client mail, contacts SMS (spec sections 2, 3, 4, 7). */
import type { CaseCard } from './case-card';
import { LIST_MESSAGES, type Pagination } from './pagination';
import type { ChatListFilter } from './chat-status';
import type { StaffMember } from './admin-auth';

/** Mail the client sent to their personal address. `files` are URLs under /api/files/ (admin session only). */
export interface MailData {
  files: string[];
  text: string;
  /** Files the admin removed from the list; kept on disk and recoverable. */
  removed_files?: string[];
  /** The name each file had in the client's letter (file URL → original name), when it had one. */
  file_names?: Record<string, string>;
}

/** POST /api/admin/chats/{id}/restore-file — a removed file back on the list (under data: {mail_data}). */
export interface RestoreChatFileRequest {
  file: string;
}

export const CLIENT_FILE_MESSAGES = {
  removeTitle: 'Прибрати файл?',
  removeText: 'Файл зникне зі списку, але залишиться збереженим: його можна відновити з кошика файлів нижче.',
  remove: 'Прибрати',
  trash: 'Прибрані файли',
  restore: 'Відновити',
  notRemoved: 'Цього файлу немає серед прибраних',
} as const;

export interface ChatDeliveryData {
  city: string;
  city_area: string;
  recipient_name: string;
  recipient_phone: string;
  warehouse: string;
}

export interface AdminChatUser {
  id: string;
  name: string;
  phone: string;
  user_ip: string | null;
  city: string | null;
  is_abuser: boolean;
}

/** The live (not deleted) order of a chat, or null. */
export type AdminChatOrderRef = { id: number } | null;

/** One row of GET /api/admin/chats. */
export interface AdminChatListItem {
  id: number;
  /** ISO 8601 */
  created_at: string;
  is_chat_finished: boolean;
  is_processed: boolean;
  document: string | null;
  user: Pick<AdminChatUser, 'id' | 'name' | 'phone' | 'is_abuser'>;
  orders: AdminChatOrderRef;
  /** The staff member who took the conversation over from the assistant, or null (issue 17). */
  held_by: StaffMember | null;
}

export interface ChatListQuery {
  page?: number;
  status?: ChatListFilter;
  search?: string;
}

export interface ChatListResponse {
  chats: AdminChatListItem[];
  pagination: Pagination;
}

export interface AdminChat {
  id: number;
  created_at: string;
  is_chat_finished: boolean;
  is_processed: boolean;
  document: string | null;
  comment: string | null;
  mail_data: MailData;
  delivery_data: ChatDeliveryData | null;
  orders: AdminChatOrderRef;
  user: AdminChatUser;
  /** What the intake learnt, structured (issue 13); null until the assistant learnt anything. */
  case_card: CaseCard | null;
  /** The staff member who holds the conversation (the assistant is silent meanwhile), or null (issue 17). */
  held_by: StaffMember | null;
}

export type AdminMessageAuthor = 'user' | 'agent';

export interface AdminMessage {
  id: string;
  author: AdminMessageAuthor;
  message: string;
  created_at: string;
  /** author 'agent': the staff member who wrote it, or null for the assistant (issue 17). */
  agent_name: string | null;
  /** 'system': a line about the conversation (a lawyer joined, the assistant took over again); shown apart. */
  kind: 'text' | 'system';
}

export type SmsType = 'contacts' | 'invoice_number';
export type SmsStatus = 'pending' | 'logged' | 'sent' | 'failed';

export interface SmsMessageDto {
  id: number;
  type: SmsType;
  status: SmsStatus;
  created_at: string;
  phone: string;
  text: string;
  provider: string;
  provider_message_id: string | null;
  error: string | null;
  chat_id: number | null;
  order_id: number | null;
}

/** Another consultation of the same client (same user, or another user with the same phone). */
export interface AdminRelatedChat {
  id: number;
  created_at: string;
  document: string | null;
  is_chat_finished: boolean;
  user_name: string;
}

/** GET /api/admin/chats/{id}/messages */
export interface AdminChatDetails {
  chat: AdminChat;
  user: AdminChatUser;
  messages: AdminMessage[];
  sms_messages: SmsMessageDto[];
  /** 'Інші звернення клієнта', newest first (at most 20). */
  related_chats: AdminRelatedChat[];
}

// ---- request bodies
export interface UpdateChatCommentRequest {
  comment: string;
}
export interface ProcessChatRequest {
  is_processed: boolean;
}
export interface UpdateChatDocumentRequest {
  document: string;
}
export interface RemoveChatFileRequest {
  file_index: number;
}
/** POST /api/admin/chats/{id}/block — the chat's visitor gets no assistant reply and nothing is stored. */
export interface BlockUserRequest {
  reason: string;
}
/** Answer of block and unblock (under data). */
export interface BlockUserResponse {
  is_abuser: boolean;
}
export const BLOCK_REASON_MAX = 500;

// ---- responses of the actions (under data)
export interface ScrapeMailsResponse {
  mail_data: MailData;
  /** Files/messages added by this run and the reasons anything was skipped (Ukrainian). */
  added_files: number;
  added_text_lines: number;
  skipped: string[];
}
export interface UpdateChatCommentResponse {
  comment: string | null;
}
export interface ProcessChatResponse {
  is_processed: boolean;
}
export interface UpdateChatDocumentResponse {
  document: string | null;
}
export interface RemoveChatFileResponse {
  mail_data: MailData;
}
export interface SendContactsSmsResponse {
  sms: SmsMessageDto;
}

/**
 * The state of one kind of SMS as staff should read it: the newest of that type decides. A failed one is not
 * 'sent' — it shows the reason and may be retried (the server allows a new send while none is pending/sent).
 */
export type SmsState = { kind: 'none' } | { kind: 'delivered'; sms: SmsMessageDto } | { kind: 'failed'; sms: SmsMessageDto };

export function smsState(messages: readonly SmsMessageDto[], type: SmsType): SmsState {
  const ofType = messages.filter((m) => m.type === type);
  const live = ofType.find((m) => m.status !== 'failed');
  if (live) return { kind: 'delivered', sms: live };
  const failed = [...ofType].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0];
  return failed ? { kind: 'failed', sms: failed } : { kind: 'none' };
}

export const SMS_MESSAGES = {
  failed: 'Не вдалося надіслати',
  retry: 'Спробувати знову',
  unknownError: 'невідома помилка',
} as const;

export const CHAT_COMMENT_MAX = 5000;
export const CHAT_DOCUMENT_MAX = 2000;

export const ADMIN_CHAT_MESSAGES = {
  listError: 'Помилка завантаження чатів',
  detailsError: 'Помилка завантаження повідомлень',
  badStatus: LIST_MESSAGES.badStatus,
  badPage: LIST_MESSAGES.badPage,
  badId: 'Невірний ідентифікатор',
  chatNotFound: 'Чат не знайдено',
  userNotFound: 'Користувача не знайдено',
  processBlockedByOrder: 'Неможливо змінити статус: для чату вже створено замовлення',
  fileNotFound: 'Файл не знайдено',
  contactsAlreadySent: 'SMS з контактами вже надіслано',
  relatedChats: 'Інші звернення клієнта',
  block: 'Заблокувати',
  unblock: 'Розблокувати',
  blockReasonLabel: 'Причина блокування',
  blockReasonRequired: 'Вкажіть причину блокування',
  blockReasonTooLong: `Причина має містити не більше ${BLOCK_REASON_MAX} символів`,
  blockTitle: 'Заблокувати відвідувача?',
  blockText: 'Асистент більше не відповідатиме цьому відвідувачу, його повідомлення не зберігатимуться. Розблокувати можна будь-коли.',
  blocked: 'Відвідувача заблоковано',
  unblocked: 'Відвідувача розблоковано',
  blockedBadge: 'Заблоковано',
  accessTitle: 'Доступ до чату',
  actionFailed: 'Не вдалося виконати дію',
  chatNumber: (id: number) => `Чат №${id}`,
  ongoing: 'триває',
} as const;
