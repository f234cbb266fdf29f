import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { HealthService } from './health.service';
import { ok } from '../../common/http/responses';
import { Public } from '../../common/auth/public.decorator';

@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Overall status with the database's: 200 when up, 503 when the database is unreachable. */
  @Get()
  async report(@Res({ passthrough: true }) res: Response) {
    const report = await this.health.report();
    if (report.database === 'down') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return ok(report);
  }

  /** The process is alive (for the orchestrator's restart decision). */
  @Get('live')
  live() {
    return ok({ status: 'ok' });
  }

  /** Ready for traffic: database reachable and not shutting down. */
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response) {
    const ready = await this.health.ready();
    if (!ready) res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return ok({ ready });
  }
}
