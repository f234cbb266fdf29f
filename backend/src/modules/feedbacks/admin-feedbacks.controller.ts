import { Controller, Get, Param, Query } from '@nestjs/common';
import { ok } from '../../common/http/responses';
import { PositiveIntPipe } from '../../common/http/parse-id';
import { ApiListQuery, parseListQuery } from '../../common/http/list-query';
import { AdminFeedbacksService } from './admin-feedbacks.service';

/** GET /api/admin/feedbacks?page= and GET /api/admin/feedbacks/{id} (admin session required by the middleware). */
@Controller('admin/feedbacks')
export class AdminFeedbacksController {
  constructor(private readonly feedbacks: AdminFeedbacksService) {}

  @Get()
  @ApiListQuery()
  async list(@Query() q: Record<string, unknown>) {
    return ok(await this.feedbacks.list(parseListQuery(q).page));
  }

  @Get(':id')
  async get(@Param('id', new PositiveIntPipe('Некоректний ідентифікатор відгуку')) id: number) {
    return ok(await this.feedbacks.get(id));
  }
}
