import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { clientIp } from '../../common/http/client-ip';
import { ok } from '../../common/http/responses';
import { CreateFeedbackDto } from './dto/create-feedback.dto';
import { FeedbackSubmissionService } from './feedback-submission.service';
import { Public } from '../../common/auth/public.decorator';

/** The landing page's feedback form. Staff read feedbacks through the admin API. */
@Public()
@Controller('feedbacks')
export class PublicFeedbacksController {
  constructor(private readonly submissions: FeedbackSubmissionService) {}

  @Post()
  @HttpCode(201)
  async create(@Body() body: CreateFeedbackDto, @Req() req: Request) {
    return ok(await this.submissions.submit(body, clientIp(req)));
  }
}
