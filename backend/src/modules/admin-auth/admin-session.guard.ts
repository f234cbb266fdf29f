import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ADMIN_AUTH_MESSAGES } from '@law/contracts';
import { IS_PUBLIC } from '../../common/auth/public.decorator';
import type { AdminSessionEntity } from './admin-session.entity';
import { AdminAuthService, SESSION_COOKIE } from './admin-auth.service';

declare module 'express-serve-static-core' {
  interface Request {
    /** The live admin session of this request; set by AdminSessionGuard on every non-public route. */
    adminSession?: AdminSessionEntity;
  }
}

/**
 * Deny by default: every HTTP route needs a live admin session unless its handler or controller is marked
 * `@Public()`. It runs after routing, on the route the router actually chose, so no spelling of a path can
 * reach a handler around it.
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AdminAuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const session = await this.auth.findSession(req.cookies?.[SESSION_COOKIE]);
    if (!session) throw new UnauthorizedException(ADMIN_AUTH_MESSAGES.unauthorized);
    req.adminSession = session;
    return true;
  }
}

/** The acting admin session of a protected route (the guard guarantees it). */
export function actorOf(req: Request): string {
  if (!req.adminSession) throw new UnauthorizedException(ADMIN_AUTH_MESSAGES.unauthorized);
  return String(req.adminSession.id);
}
