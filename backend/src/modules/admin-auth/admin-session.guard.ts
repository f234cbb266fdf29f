import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ADMIN_AUTH_MESSAGES } from '@law/contracts';
import { IS_PUBLIC } from '../../common/auth/public.decorator';
import type { StaffMember } from '@law/contracts';
import { AdminAuthService, SESSION_COOKIE, type AdminSession } from './admin-auth.service';

declare module 'express-serve-static-core' {
  interface Request {
    /** The live admin session of this request; set by AdminSessionGuard on every non-public route. */
    adminSession?: AdminSession;
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

/**
 * The acting admin session of a protected route (the guard guarantees it): the audit log's actor. A session
 * belongs to one staff member for good (admin_sessions.staff_id), so the history names the person.
 */
export function actorOf(req: Request): string {
  if (!req.adminSession) throw new UnauthorizedException(ADMIN_AUTH_MESSAGES.unauthorized);
  return String(req.adminSession.id);
}

/** The staff member of a protected route's session. */
export function staffOf(req: Request): StaffMember {
  if (!req.adminSession) throw new UnauthorizedException(ADMIN_AUTH_MESSAGES.unauthorized);
  return req.adminSession.staff;
}
