import type { NextFunction, Request, Response } from 'express';
import { ADMIN_AUTH_MESSAGES } from '@law/contracts';
import type { AdminSessionEntity } from './admin-session.entity';
import { SESSION_COOKIE, type AdminAuthService } from './admin-auth.service';

declare module 'express-serve-static-core' {
  interface Request {
    adminSession?: AdminSessionEntity;
  }
}

/** Paths that need an admin session: everything under /api/admin except login, and stored files. */
export function requiresAdminSession(path: string): boolean {
  if (path === '/api/admin/login') return false;
  return path === '/api/admin' || path.startsWith('/api/admin/') || path.startsWith('/api/files/');
}

/**
 * Runs before routing, so even an unknown /api/admin path answers 401 without a session
 * and no admin route can be added without protection.
 */
export function adminSessionMiddleware(auth: AdminAuthService) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!requiresAdminSession(req.path)) return next();
    auth
      .findSession(req.cookies?.[SESSION_COOKIE])
      .then((session) => {
        if (!session) {
          res.status(401).json({ success: false, error: ADMIN_AUTH_MESSAGES.unauthorized });
          return;
        }
        req.adminSession = session;
        next();
      })
      .catch(next);
  };
}
