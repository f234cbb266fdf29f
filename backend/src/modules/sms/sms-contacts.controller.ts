import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { SendContactsSmsResponse } from '@law/contracts';
import { ok } from '../../common/http/responses';
import { UuidPipe } from '../../common/http/parse-uuid';
import { ContactsSmsService } from './contacts-sms.service';
import { toSmsDto } from './sms-message.dto';
import { actorOf } from '../admin-auth/admin-session.guard';

/** POST /api/admin/sms/{userId}/send-contacts — the firm's contacts to the user's phone, once. */
@Controller('admin/sms')
export class SmsContactsController {
  constructor(private readonly contacts: ContactsSmsService) {}

  @Post(':userId/send-contacts')
  @HttpCode(200)
  async sendContacts(@Param('userId', new UuidPipe()) userId: string, @Req() req: Request) {
    const body: SendContactsSmsResponse = { sms: toSmsDto(await this.contacts.send(userId, actorOf(req))) };
    return ok(body);
  }
}
