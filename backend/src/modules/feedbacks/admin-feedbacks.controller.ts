import { Controller, Get, Param, Query } from '@nestjs/common';
import { ok } from '../../common/http/responses';
import { PositiveIntPipe } from '../../common/http/parse-id';
import { parsePageParam } from '../../common/http/parse-page';
import { AdminFeedbacksService } from './admin-feedbacks.service';

/** GET /api/admin/feedbacks?page= and GET /api/admin/feedbacks/{id} (admin session required by the middleware). */
@Controller('admin/feedbacks')
export class AdminFeedbacksController {
  constructor(private readonly feedbacks: AdminFeedbacksService) {}

  @Get()
  async list(@Query('page') page?: string) {
    return ok(await this.feedbacks.list(parsePageParam(page)));
  }

  @Get(':id')
  async get(@Param('id', new PositiveIntPipe('Некоректний ідентифікатор відгуку')) id: number) {
    return ok(await this.feedbacks.get(id));
  }
}
