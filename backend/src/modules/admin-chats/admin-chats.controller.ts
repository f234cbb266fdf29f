import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ok } from '../../common/http/responses';
import { PositiveIntPipe } from '../../common/http/parse-id';
import { MailScraperService } from '../mail/mail-scraper.service';
import { AdminChatsListService } from './admin-chats-list.service';
import { AdminChatDetailsService } from './admin-chat-details.service';
import { AdminChatActionsService } from './admin-chat-actions.service';
import { CHAT_LIST_QUERY, parseChatListQuery } from './chat-list-query';
import { ApiListQuery } from '../../common/http/list-query';
import { UpdateCommentDto } from './dto/update-comment.dto';
import { ProcessChatDto } from './dto/process-chat.dto';
import { UpdateDocumentDto } from './dto/update-document.dto';
import { RemoveFileDto } from './dto/remove-file.dto';
import { RestoreFileDto } from './dto/restore-file.dto';
import { actorOf } from '../admin-auth/admin-session.guard';
import { UpdateCaseCardDto } from './dto/update-case-card.dto';

const chatId = () => new PositiveIntPipe('Некоректний ідентифікатор чату');
/** The session middleware guarantees a session on every /api/admin path. */

@Controller('admin/chats')
export class AdminChatsController {
  constructor(
    private readonly list: AdminChatsListService,
    private readonly details: AdminChatDetailsService,
    private readonly actions: AdminChatActionsService,
    private readonly mail: MailScraperService,
  ) {}

  @Get()
  @ApiListQuery(CHAT_LIST_QUERY, 'name, phone or text')
  async index(@Query() query: Record<string, unknown>) {
    return ok(await this.list.list(parseChatListQuery(query)));
  }

  @Get(':id/messages')
  async messages(@Param('id', chatId()) id: number) {
    return ok(await this.details.get(id));
  }

  @Post(':id/update-comment')
  @HttpCode(200)
  async updateComment(@Param('id', chatId()) id: number, @Body() body: UpdateCommentDto, @Req() req: Request) {
    return ok(await this.actions.updateComment(id, body.comment, actorOf(req)));
  }

  @Post(':id/process')
  @HttpCode(200)
  async process(@Param('id', chatId()) id: number, @Body() body: ProcessChatDto, @Req() req: Request) {
    return ok(await this.actions.setProcessed(id, body.is_processed, actorOf(req)));
  }

  @Post(':id/update-document')
  @HttpCode(200)
  async updateDocument(@Param('id', chatId()) id: number, @Body() body: UpdateDocumentDto, @Req() req: Request) {
    return ok(await this.actions.updateDocument(id, body.document, actorOf(req)));
  }

  @Post(':id/update-case-card')
  @HttpCode(200)
  async updateCaseCard(@Param('id', chatId()) id: number, @Body() body: UpdateCaseCardDto, @Req() req: Request) {
    return ok(await this.actions.updateCaseCard(id, body.case_card, actorOf(req)));
  }

  @Post(':id/remove-file')
  @HttpCode(200)
  async removeFile(@Param('id', chatId()) id: number, @Body() body: RemoveFileDto, @Req() req: Request) {
    return ok(await this.actions.removeFile(id, body.file_index, actorOf(req)));
  }

  @Post(':id/restore-file')
  @HttpCode(200)
  async restoreFile(@Param('id', chatId()) id: number, @Body() body: RestoreFileDto, @Req() req: Request) {
    return ok(await this.actions.restoreFile(id, body.file, actorOf(req)));
  }

  @Post(':id/scrape-mails')
  @HttpCode(200)
  async scrapeMails(@Param('id', chatId()) id: number, @Req() req: Request) {
    return ok(await this.mail.scrape(id, actorOf(req)));
  }
}
