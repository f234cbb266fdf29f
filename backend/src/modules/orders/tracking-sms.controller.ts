import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ORDER_MESSAGES, type ApiSuccess, type SendTrackingSmsResponse } from '@law/contracts';
import { PositiveIntPipe } from '../../common/http/parse-id';
import { ok } from '../../common/http/responses';
import { toSmsDto } from '../sms/sms-message.dto';
import { actorOf } from '../admin-auth/admin-session.guard';
import { TrackingSmsService } from './tracking-sms.service';

/** POST /api/admin/sms/{orderId}/send-tracking — the invoice tracking number to the client, once (TrackingSmsService). */
@Controller('admin/sms')
export class TrackingSmsController {
  constructor(private readonly tracking: TrackingSmsService) {}

  @Post(':orderId/send-tracking')
  @HttpCode(200)
  async sendTracking(@Param('orderId', new PositiveIntPipe(ORDER_MESSAGES.badOrderId)) orderId: number, @Req() req: Request): Promise<ApiSuccess<SendTrackingSmsResponse>> {
    return ok({ sms: toSmsDto(await this.tracking.sendInvoiceNumber(orderId, actorOf(req))) });
  }
}
