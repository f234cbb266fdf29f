import { Controller, Get, Header } from '@nestjs/common';
import { ok } from '../../common/http/responses';
import { PodcastsService } from './podcasts.service';
import { Public } from '../../common/auth/public.decorator';

@Public()
@Controller('podcasts')
export class PodcastsController {
  constructor(private readonly podcasts: PodcastsService) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=60')
  async list() {
    return ok(await this.podcasts.listPublished());
  }
}
