import { Controller, Get, Inject, NotFoundException, Query } from '@nestjs/common';
import { mailboxAddress, type ApiSuccess, type ChatHistoryResponse, type ChatMailboxResponse } from '@law/contracts';
import { ok } from '../../common/http/responses';
import { CHAT_CONFIG, type ChatConfig } from './chat.config';
import { ChatService, toWire } from './chat.service';
import { USER_NOT_FOUND, UserIdQueryDto } from './dto/user-id-query.dto';
import { Public } from '../../common/auth/public.decorator';

/** The visitor's own chat data; the unguessable user id is the key, so only its holder sees it. */
@Public()
@Controller('chat')
export class ChatController {
  constructor(
    private readonly chats: ChatService,
    @Inject(CHAT_CONFIG) private readonly config: ChatConfig,
  ) {}

  @Get('history')
  async history(@Query() q: UserIdQueryDto): Promise<ApiSuccess<ChatHistoryResponse>> {
    if (!(await this.chats.findUser(q.userId))) throw new NotFoundException(USER_NOT_FOUND);
    const messages = await this.chats.history(q.userId);
    return ok({ messages: messages.map(toWire) });
  }

  @Get('mailbox')
  async mailbox(@Query() q: UserIdQueryDto): Promise<ApiSuccess<ChatMailboxResponse>> {
    if (!(await this.chats.findUser(q.userId))) throw new NotFoundException(USER_NOT_FOUND);
    return ok({ address: mailboxAddress(this.config.mailboxTemplate, q.userId) });
  }
}
