/** Paid document orders and Nova Poshta delivery (spec sections 2, 3, 4, 5, 7, 8, 9). */
import { LIST_MESSAGES, type Pagination } from './pagination';
import type { OrderStatus, OrderStatusFilter } from './order-status';
import type { ChatDeliveryData, MailData, SmsMessageDto } from './admin-chats';
import type { CharactersCount, DocumentReferenceDto } from './documents';

// ---------------------------------------------------------------- entities

/** Delivery data stored on an order: the chat's fields plus the carrier refs of the chosen city and branch. */
export interface OrderDeliveryData {
  city: string;
  city_area: string;
  city_ref: string;
  warehouse: string;
  warehouse_ref: string;
  recipient_name: string;
  recipient_phone: string;
}

/** An order as the API returns it (the derived status comes from deriveOrderStatus / orderStatusSql). */
export interface Order {
  id: number;
  chat_id: number;
  /** ISO 8601 */
  created_at: string;
  /** Calendar date 'YYYY-MM-DD' or null. */
  payment_date: string | null;
  invoice_tracking_number: string | null;
  documents_tracking_number: string | null;
  /** UAH, up to 2 decimals. */
  document_price: number;
  delivery_data: OrderDeliveryData | null;
  status: OrderStatus;
}

/** One row of GET /api/admin/orders. `document` is the chat's document (what the client needs). */
export interface OrderListItem {
  id: number;
  created_at: string;
  payment_date: string | null;
  document_price: number;
  status: OrderStatus;
  document: string | null;
  user: { name: string; phone: string };
  chat_id: number;
  /** Set for an order in the trash ('Кошик'), ISO 8601. */
  deleted_at?: string;
}

/** The orders list filter: a status, every live order, or the trash (deleted orders, restorable). */
export type OrderListFilter = OrderStatusFilter | 'trash';

export interface OrderListQuery {
  page?: number;
  status?: OrderListFilter;
  /** Client name, phone digits or order number. */
  search?: string;
}

/** POST /api/admin/orders/{id}/restore (under data): the order back from the trash. */
export interface RestoreOrderResponse {
  id: number;
}

/** A paid or completed order is deleted only after its number is typed: a payment is not lost by one click. */
export function deleteNeedsTypedNumber(order: { payment_date: string | null }): boolean {
  return order.payment_date !== null;
}

export interface OrderListResponse {
  orders: OrderListItem[];
  pagination: Pagination;
}

/** GET /api/admin/orders/stats. Counts of live (not deleted) orders; `revenue` (UAH) sums the prices of paid orders (paid_in_work + completed). */
export interface OrderStats {
  total: number;
  no_invoice: number;
  pending: number;
  paid_in_work: number;
  completed: number;
  revenue: number;
}

export interface OrderDetailsUser {
  name: string;
  user_ip: string | null;
  phone: string;
}

export interface OrderDetailsChat {
  id: number;
  document: string | null;
  /** The case note: one comment shared by the chat screen and the order screen. */
  comment: string | null;
  mail_data: MailData;
  user: { name: string; phone: string };
}

/** The document record created with the order (sources and generation: issue 7). */
export interface OrderDocument {
  id: number;
  references: DocumentReferenceDto[];
  parsed_resources: string;
  document_text: string;
}

/** GET /api/admin/orders/{id} (under data). */
export interface OrderDetails {
  order: Order;
  user: OrderDetailsUser;
  chat: OrderDetailsChat;
  document: OrderDocument | null;
  characters_count: CharactersCount;
  characters_limit: number;
  files_limit: number;
  sms_messages: SmsMessageDto[];
}

// ---------------------------------------------------------------- request bodies

/** Delivery data sent on create: the spec's five fields; the client also sends the carrier refs. */
export interface CreateOrderDeliveryData extends ChatDeliveryData {
  city_ref?: string;
  warehouse_ref?: string;
}

/** POST /api/admin/orders/create. `recipient_phone` is replaced by the user's phone on the server. */
export interface CreateOrderRequest {
  chat_id: number;
  document_price: number;
  delivery_data: CreateOrderDeliveryData;
}
export interface CreateOrderResponse {
  order_id: number;
}

export interface UpdateOrderCommentRequest {
  comment: string;
}
export interface UpdateOrderDeliveryRequest {
  delivery_data: OrderDeliveryData;
}
export interface UpdateOrderPriceRequest {
  document_price: number;
}
export interface SetPaymentDateRequest {
  /** 'YYYY-MM-DD' or null to clear. */
  payment_date: string | null;
}

export type TrackingType = 'invoice' | 'documents';
export const TRACKING_TYPES: readonly TrackingType[] = ['invoice', 'documents'];

export interface SetTrackingNumberRequest {
  type: TrackingType;
  /** 14 digits; null or '' clears it. */
  tracking_number: string | null;
}

/** POST /api/admin/sms/{orderId}/send-tracking (under data). */
export interface SendTrackingSmsResponse {
  sms: SmsMessageDto;
}

/** The update calls answer with the updated order (under data). */
export type OrderUpdateResponse = Order;

// ---------------------------------------------------------------- rules

/** A Nova Poshta express-waybill number: 14 digits. */
export const NOVA_POSHTA_TRACKING_PATTERN = /^\d{14}$/;
/** Digits of a Nova Poshta number as staff paste it ('2045 0123 4567 89', '20450-1234-567-89'): cleaned before capping at 14. */
export function normalizeTrackingInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 14);
}
export function isValidTrackingNumber(v: string): boolean {
  return NOVA_POSHTA_TRACKING_PATTERN.test(v);
}
/** Empty values (null, '', whitespace) are stored as null; otherwise the trimmed value. */
export function normalizeTrackingNumber(v: string | null | undefined): string | null {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
}

/** numeric(12,2) */
export const ORDER_PRICE_MAX = 9_999_999_999.99;
/** A price: a finite number >= 0 with at most 2 decimals. Creation additionally requires > 0. */
export function isValidOrderPrice(v: unknown): v is number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > ORDER_PRICE_MAX) return false;
  return Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
}

/** A real calendar date in 'YYYY-MM-DD' form (2026-02-30 is not). */
export function isValidIsoDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (y < 1900 || mo < 1 || mo > 12 || d < 1) return false;
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

/** The recipient is complete with at least two space-separated words. */
export function isRecipientNameComplete(name: string): boolean {
  return name.trim().split(/\s+/).filter(Boolean).length >= 2;
}

export const ORDER_COMMENT_MAX = 5000;
export const ORDER_DELIVERY_FIELD_MAX = 255;

export const ORDER_MESSAGES = {
  badPrice: 'Введіть коректну ціну',
  badDelivery: 'Заповніть форму доставки',
  createError: 'Помилка створення замовлення',
  listError: 'Помилка завантаження замовлень',
  detailsError: 'Помилка завантаження замовлення',
  badOrderId: 'Невірний ID замовлення',
  notFound: 'Замовлення не знайдено',
  chatNotFound: 'Чат не знайдено',
  alreadyExists: 'Для цього чату вже створено замовлення',
  badStatus: LIST_MESSAGES.badStatus,
  badPage: LIST_MESSAGES.badPage,
  trash: 'Кошик',
  restore: 'Відновити',
  restored: 'Замовлення відновлено',
  notInTrash: 'Замовлення немає в кошику',
  restoreConflict: 'Для цього чату вже є інше замовлення: відновити це неможливо',
  deleteTitle: 'Видалити замовлення',
  deleteText: 'Замовлення зникне зі списку та статистики. Його можна відновити з кошика.',
  deletePaidText: 'Замовлення оплачене: воно зникне зі списку, статистики та виручки. Його можна відновити з кошика. Щоб підтвердити, введіть номер замовлення.',
  deleteTypeNumber: 'Номер замовлення',
  deleteConfirm: 'Видалити',
  trashEmpty: 'Кошик порожній',
  deletedAt: 'Видалено',
  deleting: 'Видалення...',
  listTitle: 'Замовлення',
  searchLabel: 'Пошук за іменем, телефоном або номером замовлення',
  restoreLabel: (id: number) => `Відновити замовлення #${id}`,
  badDate: 'Введіть коректну дату у форматі РРРР-ММ-ДД',
  badTrackingNumber: 'Номер відправлення Нової Пошти має містити 14 цифр',
  badTrackingType: "Тип номера відправлення має бути 'invoice' або 'documents'",
  badComment: `Коментар має бути рядком до ${ORDER_COMMENT_MAX} символів`,
  noInvoiceNumber: 'Спочатку вкажіть номер відправлення рахунку',
  invoiceSmsAlreadySent: 'SMS з номером рахунку вже надіслано',
  empty: 'Замовлень не знайдено',
  notPaid: 'Не оплачено',
  loading: 'Завантаження замовлення...',
} as const;

// ---------------------------------------------------------------- delivery form (libs/ui) output

/** What the delivery form emits once complete (spec section 3). */
export interface DeliveryFormValue {
  city: { ref: string; name: string; area: string };
  warehouse: { ref: string; description: string };
  recipient: { name: string; phone: string };
}

export function deliveryFormToOrderDelivery(v: DeliveryFormValue): OrderDeliveryData {
  return {
    city: v.city.name,
    city_area: v.city.area,
    city_ref: v.city.ref,
    warehouse: v.warehouse.description,
    warehouse_ref: v.warehouse.ref,
    recipient_name: v.recipient.name.trim(),
    recipient_phone: v.recipient.phone,
  };
}
