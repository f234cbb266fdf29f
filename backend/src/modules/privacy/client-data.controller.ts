import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ok } from '../../common/http/responses';
import { PositiveIntPipe } from '../../common/http/parse-id';
import { actorOf } from '../admin-auth/admin-session.guard';
import { ClientDataService } from './client-data.service';
import { EraseClientDto } from './dto/erase-client.dto';

const chatId = () => new PositiveIntPipe('Некоректний ідентифікатор чату');

/** 'Експорт даних клієнта' and 'Видалити дані клієнта' from a chat's detail. */
@Controller('admin/chats')
export class ClientDataController {
  constructor(private readonly data: ClientDataService) {}

  @Get(':id/export-client')
  async export(@Param('id', chatId()) id: number, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const data = await this.data.export(id, actorOf(req));
    res.setHeader('Content-Disposition', `attachment; filename="client-data-chat-${id}.json"`);
    res.setHeader('Cache-Control', 'private, no-store');
    return ok(data);
  }

  @Post(':id/erase-client')
  @HttpCode(200)
  async erase(@Param('id', chatId()) id: number, @Body() body: EraseClientDto, @Req() req: Request) {
    return ok(await this.data.eraseByChat(id, body.confirm_phone, actorOf(req)));
  }
}
