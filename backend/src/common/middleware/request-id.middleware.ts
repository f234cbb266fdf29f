import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { REQUEST_ID_HEADER } from '@law/contracts';
import { logContext, type AppLogger } from '../logger';
import { httpRequestDuration } from '../metrics/metrics';

declare module 'express-serve-static-core' {
  interface Request {
    requestId?: string;
  }
}

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id (kept from a trusted proxy when well-formed), echoes it, runs the rest of the request in
 * its log context (every line written meanwhile carries `requestId`), and for API requests writes one line and one
 * duration sample labelled with the route template the router chose — never the concrete path, whose ids would
 * make a series per chat. Neither the concrete path (a file's name is a client's), the query, the body nor the
 * client address is logged.
 */
export function requestIdMiddleware(logger: AppLogger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.header(REQUEST_ID_HEADER);
    const id = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    req.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    if (req.path.startsWith('/api/')) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const route = (req.route as { path?: string } | undefined)?.path ?? 'unmatched';
        httpRequestDuration.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
        logContext.run({ requestId: id }, () =>
          logger.info('request', { method: req.method, route, status: res.statusCode, ms: Math.round(seconds * 10_000) / 10 }),
        );
      });
    }
    logContext.run({ requestId: id }, next);
  };
}
