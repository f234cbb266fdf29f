import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ok } from '../../common/http/responses';
import { PositiveIntPipe } from '../../common/http/parse-id';
import { actorOf } from '../admin-auth/admin-session.guard';
import { BlockUserDto } from './dto/block-user.dto';
import { VisitorBlockingService } from './visitor-blocking.service';

const chatId = () => new PositiveIntPipe('Некоректний ідентифікатор чату');

/** Acting on the visitor of a chat: block (with a reason) and unblock. */
@Controller('admin/chats')
export class AdminVisitorsController {
  constructor(private readonly blocking: VisitorBlockingService) {}

  @Post(':id/block')
  @HttpCode(200)
  async block(@Param('id', chatId()) id: number, @Body() body: BlockUserDto, @Req() req: Request) {
    return ok(await this.blocking.setBlocked(id, true, body.reason, actorOf(req)));
  }

  @Post(':id/unblock')
  @HttpCode(200)
  async unblock(@Param('id', chatId()) id: number, @Req() req: Request) {
    return ok(await this.blocking.setBlocked(id, false, null, actorOf(req)));
  }
}
