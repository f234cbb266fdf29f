import { BadGatewayException, BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { SmsMessageEntity, type SmsType } from './sms-message.entity';
import { SMS_PROVIDER, SmsProviderError, type SmsProvider } from './sms-provider';

export interface SendSmsInput {
  userId: string;
  chatId?: number | null;
  orderId?: number | null;
  type: SmsType;
  phone: string;
  text: string;
  /** Admin session id for the audit log (omit for system sends). */
  actor?: string;
}

export const SMS_ALREADY_SENT: Record<SmsType, string> = {
  contacts: 'SMS з контактами вже надіслано',
  invoice_number: 'SMS з номером рахунку вже надіслано',
};

/** A send stuck in 'pending' longer than this (process crash) no longer blocks a retry. */
const STALE_PENDING_MINUTES = 5;

/**
 * Sends an SMS once per key — 'contacts' once per user, 'invoice_number' once per order — through the configured
 * provider and stores it in sms_messages. A second send while a non-failed one exists throws 409 (enforced by
 * partial unique indexes, so two concurrent clicks cannot both send). A provider failure is stored as
 * status 'failed' with the error and returned (not thrown); a failed SMS may be retried.
 */
@Injectable()
export class SmsService {
  constructor(
    @InjectRepository(SmsMessageEntity) private readonly repo: Repository<SmsMessageEntity>,
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
    private readonly audit: AuditService,
  ) {}

  get providerName(): string {
    return this.provider.name;
  }

  async send(input: SendSmsInput): Promise<SmsMessageEntity> {
    const keyColumn = input.type === 'contacts' ? 'user_id' : 'order_id';
    const keyValue = input.type === 'contacts' ? input.userId : input.orderId;
    if (keyValue == null) throw new BadRequestException('Не вказано замовлення для SMS');
    await this.repo.query(
      `UPDATE sms_messages SET status = 'failed', error = 'Надсилання перервано'
        WHERE type = $1 AND ${keyColumn} = $2 AND status = 'pending' AND created_at < now() - interval '${STALE_PENDING_MINUTES} minutes'`,
      [input.type, keyValue],
    );
    // ON CONFLICT DO NOTHING: the partial unique indexes (one non-failed SMS per key) turn a second send into no row.
    const inserted: SmsMessageEntity[] = await this.repo.query(
      `INSERT INTO sms_messages (user_id, chat_id, order_id, type, phone, text, provider, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending')
       ON CONFLICT DO NOTHING
       RETURNING id, user_id, chat_id, order_id, type, phone, text, provider, provider_message_id, status, error, created_at`,
      [input.userId, input.chatId ?? null, input.orderId ?? null, input.type, input.phone, input.text, this.provider.name],
    );
    if (!inserted.length) throw new ConflictException(SMS_ALREADY_SENT[input.type]);
    const row = inserted[0];

    try {
      const result = await this.provider.send(input.phone, input.text);
      row.status = result.status;
      row.provider_message_id = result.providerMessageId;
    } catch (e) {
      row.status = 'failed';
      row.error = e instanceof SmsProviderError ? e.message : `Помилка надсилання SMS: ${e instanceof Error ? e.message : String(e)}`;
    }
    await this.repo.manager.transaction(async (m) => {
      await m.update(SmsMessageEntity, { id: row.id }, { status: row.status, provider_message_id: row.provider_message_id, error: row.error });
      if (input.actor) {
        await this.audit.record(
          {
            actor: input.actor,
            action: `sms.send_${input.type}`,
            entity: 'sms',
            entityId: row.id,
            before: null,
            after: { user_id: row.user_id, chat_id: row.chat_id, order_id: row.order_id, type: row.type, phone: row.phone, status: row.status, error: row.error },
          },
          m,
        );
      }
    });
    return row;
  }

  /** send(), for an admin's click: a provider failure (stored as 'failed', may be retried) answers 502. */
  async sendOrFail(input: SendSmsInput): Promise<SmsMessageEntity> {
    const sms = await this.send(input);
    if (sms.status === 'failed') throw new BadGatewayException(`Не вдалося надіслати SMS: ${sms.error ?? 'невідома помилка'}`);
    return sms;
  }

  /** Every SMS of a user, newest first. */
  listForUser(userId: string): Promise<SmsMessageEntity[]> {
    return this.repo.find({ where: { user_id: userId }, order: { created_at: 'DESC', id: 'DESC' } });
  }

  /** Every SMS of an order, newest first. */
  listForOrder(orderId: number): Promise<SmsMessageEntity[]> {
    return this.repo.find({ where: { order_id: orderId }, order: { created_at: 'DESC', id: 'DESC' } });
  }
}
