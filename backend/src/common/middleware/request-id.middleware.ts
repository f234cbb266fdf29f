import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { REQUEST_ID_HEADER } from '@law/contracts';
import type { AppLogger } from '../logger';

declare module 'express-serve-static-core' {
  interface Request {
    requestId?: string;
  }
}

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Gives each request an id (kept from a trusted proxy when well-formed), echoes it and logs one line per API request. */
export function requestIdMiddleware(logger: AppLogger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.header(REQUEST_ID_HEADER);
    const id = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    req.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    if (req.path.startsWith('/api/')) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        logger.info('request', { requestId: id, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 });
      });
    }
    next();
  };
}
