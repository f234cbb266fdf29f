import { outsideCall } from '../../common/metrics/metrics';
import { SmsProviderError, type SmsProvider, type SmsSendResult } from './sms-provider';

interface TurboSmsRecipientResult {
  phone?: string;
  response_code?: number;
  message_id?: string | null;
  response_status?: string;
}

interface TurboSmsResponse {
  response_code?: number;
  response_status?: string;
  response_result?: TurboSmsRecipientResult[] | null;
}

/** TurboSMS success codes: 0 OK, 800 accepted, 801 sent, 802 partially accepted. */
const SUCCESS_CODES = new Set([0, 800, 801, 802]);

/**
 * TurboSMS HTTP API: POST {base}/message/send.json, `Authorization: Bearer <token>`,
 * body {recipients: ['380...'], sms: {sender, text}}. The API answers HTTP 200 with its own
 * response_code for every valid request; per-recipient results carry the message_id.
 */
export class TurboSmsProvider implements SmsProvider {
  readonly name = 'turbosms';
  constructor(private readonly opts: { token: string; sender: string; baseUrl: string; timeoutMs: number }) {}

  /** Counted in outside_service_calls_total{service="sms"} by outcome. */
  send(phone: string, text: string): Promise<SmsSendResult> {
    return outsideCall('sms', () => this.sendOnce(phone, text));
  }

  private async sendOnce(phone: string, text: string): Promise<SmsSendResult> {
    const recipient = phone.replace(/^\+/, '');
    let res: Response;
    try {
      res = await fetch(`${this.opts.baseUrl}/message/send.json`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.opts.token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ recipients: [recipient], sms: { sender: this.opts.sender, text } }),
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
    } catch (e) {
      throw new SmsProviderError(`TurboSMS недоступний: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (!res.ok) throw new SmsProviderError(`TurboSMS відповів HTTP ${res.status}`);
    let body: TurboSmsResponse;
    try {
      body = (await res.json()) as TurboSmsResponse;
    } catch {
      throw new SmsProviderError('TurboSMS повернув некоректну відповідь');
    }
    const code = Number(body.response_code);
    if (!SUCCESS_CODES.has(code)) {
      throw new SmsProviderError(`TurboSMS відмовив: ${body.response_status ?? 'UNKNOWN'} (${Number.isFinite(code) ? code : '?'})`);
    }
    const item = (body.response_result ?? []).find((r) => r.phone === recipient) ?? body.response_result?.[0];
    if (!item) throw new SmsProviderError('TurboSMS не повернув результат для отримувача');
    const itemCode = Number(item.response_code);
    if (!SUCCESS_CODES.has(itemCode) || !item.message_id) {
      throw new SmsProviderError(`TurboSMS відмовив: ${item.response_status ?? 'UNKNOWN'} (${Number.isFinite(itemCode) ? itemCode : '?'})`);
    }
    return { status: 'sent', providerMessageId: String(item.message_id) };
  }
}
