import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ok } from '../../../common/http/responses';
import { PositiveIntPipe } from '../../../common/http/parse-id';
import { actorOf, staffOf } from '../../admin-auth/admin-session.guard';
import { AgentMessageDto } from './dto/agent-message.dto';
import { LiveChatService } from './live-chat.service';

const chatId = () => new PositiveIntPipe('Некоректний ідентифікатор чату');

/** A lawyer in the chat (issue 17). Admin-only like every route not marked @Public(). */
@Controller('admin/chats')
export class LiveChatController {
  constructor(private readonly live: LiveChatService) {}

  @Post(':id/takeover')
  @HttpCode(200)
  async takeover(@Param('id', chatId()) id: number, @Req() req: Request) {
    return ok(await this.live.takeover(id, staffOf(req), actorOf(req)));
  }

  @Post(':id/messages')
  @HttpCode(200)
  async reply(@Param('id', chatId()) id: number, @Body() body: AgentMessageDto, @Req() req: Request) {
    return ok(await this.live.reply(id, staffOf(req), body.message));
  }

  @Post(':id/release')
  @HttpCode(200)
  async release(@Param('id', chatId()) id: number, @Req() req: Request) {
    await this.live.release(id, staffOf(req), actorOf(req));
    return ok(null);
  }

  @Post(':id/finish')
  @HttpCode(200)
  async finish(@Param('id', chatId()) id: number, @Req() req: Request) {
    await this.live.finish(id, staffOf(req), actorOf(req));
    return ok(null);
  }
}
