import { timingSafeEqual } from 'node:crypto';
import { Controller, ForbiddenException, Get, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../auth/public.decorator';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { metricsRegistry } from './metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export const METRICS_FORBIDDEN = 'Метрики доступні лише з цього сервера або з токеном METRICS_TOKEN';

/**
 * Whether a scrape may read the metrics: a loopback peer that came through no proxy (a proxy on the same host makes
 * every visitor look like loopback, so any forwarding header disqualifies), or the METRICS_TOKEN as a Bearer token.
 */
export function metricsAllowed(req: Request, token: string | undefined): boolean {
  const auth = req.header('authorization');
  if (token && auth?.startsWith('Bearer ')) {
    const given = Buffer.from(auth.slice(7));
    const wanted = Buffer.from(token);
    if (given.length === wanted.length && timingSafeEqual(given, wanted)) return true;
  }
  return LOOPBACK.has(req.socket.remoteAddress ?? '') && FORWARDING_HEADERS.every((h) => req.header(h) === undefined);
}

/** Prometheus scrape endpoint. Not behind the admin session (Prometheus has none); its own rule above instead. */
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  async scrape(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!metricsAllowed(req, this.config.settings.METRICS_TOKEN)) throw new ForbiddenException(METRICS_FORBIDDEN);
    res.setHeader('Content-Type', metricsRegistry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.send(await metricsRegistry.metrics());
  }
}
