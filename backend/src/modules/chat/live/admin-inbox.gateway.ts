import { Inject, type BeforeApplicationShutdown } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Socket } from 'socket.io';
import { ADMIN_AUTH_MESSAGES, ADMIN_NAMESPACE, ErrorCode, type AdminClientToServerEvents, type AdminServerToClientEvents } from '@law/contracts';
import { APP_LOGGER, type AppLogger } from '../../../common/logger';
import { AdminAuthService, SESSION_COOKIE, type AdminSession } from '../../admin-auth/admin-auth.service';
import { ChatGateway } from '../chat.gateway';
import { AdminInboxEvents, type AdminNamespace } from './admin-inbox-events';

type AdminSocket = Socket<AdminClientToServerEvents, AdminServerToClientEvents, Record<string, never>, { session?: AdminSession }>;

const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** The refusal of a socket without a live session: the client's `connect_error` has the text and `data.code`. */
function unauthorized(): Error & { data: { code: ErrorCode } } {
  return Object.assign(new Error(ADMIN_AUTH_MESSAGES.unauthorized), { data: { code: ErrorCode.Unauthorized } });
}

/** Sockets whose session was revoked, expired or whose account was disabled are closed within this. */
const SESSION_RECHECK_MS = 30_000;

/** The session cookie's value from a Cookie header. */
export function sessionCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Socket.IO namespace /admin: the live inbox of the back office (issue 17). A connection is accepted only with a
 * live admin session cookie (the same check as the HTTP guard); anything else is refused before it joins. The
 * session cookie is SameSite=Strict, so another site cannot open this socket with it.
 */
@WebSocketGateway({ namespace: ADMIN_NAMESPACE, transports: ['websocket', 'polling'], maxHttpBufferSize: 16 * 1024, serveClient: false })
export class AdminInboxGateway implements OnGatewayInit, OnGatewayConnection, BeforeApplicationShutdown {
  @WebSocketServer() private readonly server!: AdminNamespace;
  private recheck?: NodeJS.Timeout;

  constructor(
    private readonly auth: AdminAuthService,
    private readonly events: AdminInboxEvents,
    private readonly visitors: ChatGateway,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  afterInit(server: AdminNamespace): void {
    this.events.attach(server);
    server.use((socket: AdminSocket, next) => {
      this.auth
        .findSession(sessionCookie(socket.request.headers.cookie))
        .then((session) => {
          if (!session) return next(unauthorized());
          socket.data.session = session;
          next();
        })
        .catch((e: unknown) => {
          this.logger.warn('admin socket: session check failed', { error: e instanceof Error ? e.message : String(e) });
          next(unauthorized());
        });
    });
    // A logout closes that session's sockets on every instance at once; anything else is caught by the recheck.
    this.auth.onSessionEnded((id) => server.in(sessionRoom(id)).disconnectSockets(true));
    this.recheck = setInterval(() => void this.closeEndedSessions(), SESSION_RECHECK_MS);
    this.recheck.unref();
  }

  /** Joined to its session's room, so a logout reaches this socket on whichever instance it is. */
  handleConnection(client: AdminSocket): void {
    if (client.data.session) void client.join(sessionRoom(client.data.session.id));
  }

  beforeApplicationShutdown(): void {
    clearInterval(this.recheck);
    this.server?.local.disconnectSockets(true);
  }

  /** The holder of a chat is typing: the visitor sees '{name} пише...'. Anyone else's typing is ignored. */
  @SubscribeMessage('typing')
  async typing(@ConnectedSocket() client: AdminSocket, @MessageBody() payload: unknown): Promise<void> {
    const p = payload as { chatId?: unknown; isTyping?: unknown } | null;
    const staff = client.data.session?.staff;
    if (!staff || !p || !Number.isSafeInteger(p.chatId) || (p.chatId as number) < 1 || typeof p.isTyping !== 'boolean') return;
    try {
      const rows: Array<{ user_id: string }> = await this.db.query(
        `SELECT user_id FROM chats WHERE id = $1 AND held_by_staff_id = $2 AND NOT is_chat_finished`,
        [p.chatId, staff.id],
      );
      if (rows.length) this.visitors.toVisitor(rows[0].user_id).typing(p.isTyping);
    } catch (e) {
      this.logger.warn('admin typing failed', { error: e instanceof Error ? e.message : String(e) });
    }
  }

  /** Revoked (logout), expired or disabled-account sessions lose their live inbox too. */
  private async closeEndedSessions(): Promise<void> {
    const sockets = [...this.server.sockets.values()] as AdminSocket[];
    const ids = [...new Set(sockets.map((s) => s.data.session?.id).filter((id): id is string => Boolean(id)))];
    if (!ids.length) return;
    try {
      const live = await this.auth.liveSessionIds(ids);
      for (const s of sockets) if (!s.data.session || !live.has(s.data.session.id)) s.disconnect(true);
    } catch (e) {
      this.logger.warn('admin socket: session recheck failed', { error: e instanceof Error ? e.message : String(e) });
    }
  }
}
