import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { ok } from '../../common/http/responses';
import { parsePageParam } from '../../common/http/parse-page';
import { PositiveIntPipe } from '../../common/http/parse-id';
import { AuditHistoryService } from './audit-history.service';

const ALLOWED = new Set(['page', 'chat_id', 'order_id']);
const id = (raw: unknown, message: string): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new BadRequestException(message);
  return new PositiveIntPipe(message).transform(raw);
};

/** GET /api/admin/audit?page=&chat_id=&order_id= — 'Історія змін' of one chat, one order, or everything. */
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly history: AuditHistoryService) {}

  @Get()
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1 } })
  @ApiQuery({ name: 'chat_id', required: false, schema: { type: 'integer', minimum: 1 }, description: "one chat's history" })
  @ApiQuery({ name: 'order_id', required: false, schema: { type: 'integer', minimum: 1 }, description: "one order's history" })
  async list(@Query() q: Record<string, unknown>) {
    const unknown = Object.keys(q).find((k) => !ALLOWED.has(k));
    if (unknown) throw new BadRequestException(`Невідомий параметр: ${unknown}`);
    return ok(
      await this.history.list({
        page: parsePageParam(q.page),
        chatId: id(q.chat_id, 'Некоректний ідентифікатор чату'),
        orderId: id(q.order_id, 'Некоректний ідентифікатор замовлення'),
      }),
    );
  }
}
