import { Inject, type BeforeApplicationShutdown } from '@nestjs/common';
import {
  Ack,
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
} from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import {
  CHAT_NAMESPACE,
  lawyerAgent,
  type ChatAgent,
  type ChatMessageWire,
  type ClientToServerEvents,
  type NewConsultationAck,
  type SendMessageAck,
  type ServerToClientEvents,
} from '@law/contracts';
import { APP_LOGGER, logContext, type AppLogger } from '../../common/logger';
import { chatMessagesStored, socketConnections } from '../../common/metrics/metrics';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { AddressConnectionCap, clientAddress, compileTrust } from '../../common/websocket/client-address';
import { isDatabaseUnavailable } from '../../common/database-errors';
import { CHAT_CONFIG, type ChatConfig } from './chat.config';
import { CHAT_REFUSALS, errorEvent, parseMessagePayload, parseUserId, type ChatRefusal } from './chat-payloads';
import { ChatReplyService, type ReplyChannel } from './chat-reply.service';
import { ChatService, toWire, type VisitorContext } from './chat.service';
import { AdminInboxEvents } from './live/admin-inbox-events';

type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { userId?: string; address?: string; chatId?: number }>;
type ChatNamespace = Namespace<ClientToServerEvents, ServerToClientEvents>;

export const userRoom = (userId: string) => `user:${userId}`;
const SOCKET_CLOSE_GRACE_MS = 300;

/** Socket.IO namespace /chat (spec section 7): the visitor's live chat with the assistant. */
@WebSocketGateway({ namespace: CHAT_NAMESPACE, transports: ['websocket', 'polling'], maxHttpBufferSize: 64 * 1024, serveClient: false })
export class ChatGateway implements OnGatewayConnection, OnGatewayDisconnect, BeforeApplicationShutdown {
  @WebSocketServer() private readonly server!: ChatNamespace;
  private readonly connections: AddressConnectionCap;
  private readonly trust: ReturnType<typeof compileTrust>;

  constructor(
    private readonly chats: ChatService,
    private readonly replies: ChatReplyService,
    @Inject(CHAT_CONFIG) private readonly config: ChatConfig,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
    @Inject(APP_CONFIG) appConfig: AppConfig,
    private readonly inbox: AdminInboxEvents,
  ) {
    this.connections = new AddressConnectionCap(config.socketsPerAddress);
    this.trust = compileTrust(appConfig.trustProxy);
  }

  private get agent(): ChatAgent {
    return { name: this.config.agentName, avatar: this.config.agentAvatarUrl };
  }

  /** The visitor sees the agent before registering; one address may hold at most SOCKETS_PER_ADDRESS_MAX sockets. */
  handleConnection(client: ChatSocket): void {
    const address = clientAddress(client.request, this.trust);
    if (!this.connections.admit(address)) {
      this.logger.warn('chat socket refused: too many connections from one address', { socketId: client.id });
      client.emit('error', errorEvent(CHAT_REFUSALS.tooManyConnections));
      client.disconnect(true);
      return;
    }
    client.data.address = address;
    socketConnections.inc({ namespace: CHAT_NAMESPACE });
    this.logger.debug('chat socket connected', { socketId: client.id, transport: client.conn.transport.name });
    client.emit('status', this.agent);
  }

  handleDisconnect(client: ChatSocket, reason?: string): void {
    if (client.data.address === undefined) return;
    this.connections.release(client.data.address);
    socketConnections.dec({ namespace: CHAT_NAMESPACE });
    this.logger.debug('chat socket disconnected', { socketId: client.id, reason: reason ?? client.disconnected });
  }

  /** Runs one socket event in the socket's log context: every line written meanwhile carries `socketId`. */
  private inSocket<T>(client: ChatSocket, work: () => Promise<T>): Promise<T> {
    return logContext.run({ socketId: client.id }, work);
  }

  /**
   * Graceful shutdown (SIGTERM): replies already being written are finished and delivered first, then every
   * visitor of this instance is told `server_restarting` and its transport is closed — the client sees a
   * 'transport close', reconnects by itself (behind the proxy: to another instance) and resends what was not
   * acknowledged. `local`: with the Redis adapter the namespace-wide calls would reach every instance's visitors.
   */
  async beforeApplicationShutdown(): Promise<void> {
    if (!this.server) return;
    await this.replies.drain();
    if (this.server.sockets.size === 0) return;
    this.server.local.emit('server_restarting', { reason: 'shutdown' });
    for (const socket of this.server.sockets.values()) socket.conn.close();
    // A long-polling client may not come back to read its close packet: do not let app.close() wait for it.
    await new Promise((resolve) => setTimeout(resolve, SOCKET_CLOSE_GRACE_MS));
    this.server.local.disconnectSockets(true);
  }

  @SubscribeMessage('user_connect')
  userConnect(@ConnectedSocket() client: ChatSocket, @MessageBody() payload: unknown): Promise<void> {
    return this.inSocket(client, () => this.onUserConnect(client, payload));
  }

  private async onUserConnect(client: ChatSocket, payload: unknown): Promise<void> {
    try {
      const userId = parseUserId(payload);
      const visitor = userId ? await this.chats.visitorContext(userId) : null;
      if (!visitor) {
        client.emit('error', errorEvent(CHAT_REFUSALS.unknownUser));
        return;
      }
      client.data.userId = visitor.userId;
      await client.join(userRoom(visitor.userId));
      client.emit('status', this.agent);
      const chat = visitor.chat ?? (await this.openChat(visitor.userId));
      // A lawyer holds the chat: the header shows them, not the assistant (issue 17).
      if (chat.heldBy && !chat.finished) client.emit('status', lawyerAgent(chat.heldBy));
      client.data.chatId = chat.id;
      client.emit('session_created', { sessionId: String(chat.id) });
      this.logger.info('chat user_connect', { chatId: chat.id, userId: visitor.userId });
      // A reply lost to a restart between storing the visitor's message and answering it is produced now.
      if (!chat.finished && !visitor.isAbuser && chat.lastAuthor === 'user') void this.replies.enqueue(chat.id, this.channel(visitor.userId));
    } catch (e) {
      if (isDatabaseUnavailable(e)) return this.unavailable('user_connect', e, client);
      this.fail('user_connect failed', e, client);
    }
  }

  @SubscribeMessage('message')
  message(@ConnectedSocket() client: ChatSocket, @MessageBody() payload: unknown, @Ack() ack?: (res: SendMessageAck) => void): Promise<void> {
    return this.inSocket(client, () => this.onMessage(client, payload, ack));
  }

  private async onMessage(client: ChatSocket, payload: unknown, ack?: (res: SendMessageAck) => void): Promise<void> {
    const refuse = (refusal: ChatRefusal) => {
      this.logger.info('chat message refused', { reason: refusal.code });
      client.emit('error', errorEvent(refusal));
      if (typeof ack === 'function') ack({ ok: false, ...refusal });
    };
    try {
      const parsed = parseMessagePayload(payload);
      if (!parsed.ok) return refuse(parsed);
      const visitor = await this.chats.visitorContext(parsed.userId);
      if (!visitor) return refuse(CHAT_REFUSALS.unknownUser);
      if (visitor.isAbuser) return refuse(CHAT_REFUSALS.blocked);
      const chat = visitor.chat ?? (await this.openChat(visitor.userId));
      if (chat.finished) {
        // A resend of a message stored before the chat closed (its ack was lost) is acknowledged, not refused.
        const stored = parsed.clientMessageId ? await this.chats.findVisitorMessage(chat.id, parsed.clientMessageId) : null;
        if (!stored) return refuse(CHAT_REFUSALS.chatFinished);
        if (typeof ack === 'function') ack({ ok: true, id: String(stored.id), clientMessageId: parsed.clientMessageId });
        return;
      }
      const stored = await this.chats.storeVisitorMessage(visitor.userId, chat.id, parsed.content, parsed.clientMessageId, this.config.rateLimitPerMinute);
      if (stored === 'rate_limited') return refuse(CHAT_REFUSALS.rateLimited);
      const { message, duplicate } = stored;
      const user = { id: visitor.userId };
      client.data.userId = user.id;
      client.data.chatId = chat.id;
      await client.join(userRoom(user.id));
      if (typeof ack === 'function') ack({ ok: true, id: String(message.id), ...(parsed.clientMessageId ? { clientMessageId: parsed.clientMessageId } : {}) });
      if (duplicate) {
        this.logger.info('chat message resent, already stored', { chatId: chat.id, messageId: String(message.id) });
        return;
      }
      chatMessagesStored.inc();
      this.logger.info('chat message stored', { chatId: chat.id, messageId: String(message.id), length: parsed.content.length });
      // The user's other tabs see what was written here; this tab already shows it.
      client.to(userRoom(user.id)).emit('message', toWire(message));
      this.inbox.message(chat.id, message);
      void this.replies.enqueue(chat.id, this.channel(user.id));
    } catch (e) {
      if (isDatabaseUnavailable(e)) return this.unavailable('message', e, client, ack);
      this.fail('message failed', e, client);
      if (typeof ack === 'function') ack({ ok: false, ...CHAT_REFUSALS.serverError });
    }
  }

  /** After a finished consultation the same visitor starts a new one (their stored name and phone are reused). */
  @SubscribeMessage('new_consultation')
  newConsultation(@ConnectedSocket() client: ChatSocket, @MessageBody() payload: unknown, @Ack() ack?: (res: NewConsultationAck) => void): Promise<void> {
    return this.inSocket(client, () => this.onNewConsultation(client, payload, ack));
  }

  private async onNewConsultation(client: ChatSocket, payload: unknown, ack?: (res: NewConsultationAck) => void): Promise<void> {
    const answer = (res: NewConsultationAck) => {
      if (typeof ack === 'function') ack(res);
      else if (!res.ok) client.emit('error', errorEvent(res));
    };
    try {
      const userId = parseUserId(payload);
      const visitor = userId ? await this.chats.visitorContext(userId) : null;
      if (!visitor) return answer({ ok: false, ...CHAT_REFUSALS.unknownUser });
      if (visitor.isAbuser) return answer({ ok: false, ...CHAT_REFUSALS.blocked });
      const chat = await this.chats.openNewConsultation(visitor.userId);
      if (chat.created) void this.inbox.chatRow(chat.id, 'chat_created');
      client.data.userId = visitor.userId;
      client.data.chatId = chat.id;
      await client.join(userRoom(visitor.userId));
      const sessionId = String(chat.id);
      this.logger.info('chat new consultation', { chatId: chat.id, userId: visitor.userId });
      // Every tab of this visitor moves to the new consultation.
      this.server.to(userRoom(visitor.userId)).emit('session_created', { sessionId });
      answer({ ok: true, sessionId });
    } catch (e) {
      if (isDatabaseUnavailable(e)) return answer({ ok: false, ...CHAT_REFUSALS.reconnecting });
      this.fail('new_consultation failed', e, client);
      answer({ ok: false, ...CHAT_REFUSALS.serverError });
    }
  }

  /**
   * The visitor is typing: the back office sees it in the chat this socket announced (issue 17). Only `isTyping`
   * is read from the payload; the chat comes from this connection's own user_connect / message.
   */
  @SubscribeMessage('typing')
  typing(@ConnectedSocket() client: ChatSocket, @MessageBody() payload: unknown): void {
    const isTyping = (payload as { isTyping?: unknown } | null)?.isTyping;
    if (client.data.chatId !== undefined && typeof isTyping === 'boolean') this.inbox.visitorTyping(client.data.chatId, isTyping);
  }

  /** Opens the visitor's first chat; the back office's inbox gets the new row. */
  private async openChat(userId: string): Promise<NonNullable<VisitorContext['chat']>> {
    const chat = await this.chats.openChat(userId);
    if (chat.created) void this.inbox.chatRow(chat.id, 'chat_created');
    return { id: chat.id, finished: chat.is_chat_finished, lastAuthor: null, heldBy: null };
  }

  /** Everything a visitor's tabs receive, from outside the gateway (a lawyer's message, status, typing). */
  toVisitor(userId: string): { status(agent: ChatAgent): void; message(m: ChatMessageWire): void; typing(isTyping: boolean): void } {
    const room = userRoom(userId);
    return {
      status: (agent) => this.server.to(room).emit('status', agent),
      message: (m) => this.server.to(room).emit('message', m),
      typing: (isTyping) => this.server.to(room).emit('typing', { isTyping }),
    };
  }

  replyChannel(userId: string): ReplyChannel {
    return this.channel(userId);
  }

  private channel(userId: string): ReplyChannel {
    const room = userRoom(userId);
    return {
      typing: (isTyping) => this.server.to(room).emit('typing', { isTyping }),
      message: (m) => this.server.to(room).emit('message', m),
    };
  }

  /**
   * The database is unreachable for a moment (a restart, a failover): nothing was stored. The visitor is told the
   * chat is reconnecting and the client tries again with the same clientMessageId — not a refusal, not a toast.
   */
  private unavailable(what: string, e: unknown, client: ChatSocket, ack?: (res: SendMessageAck) => void): void {
    this.logger.warn(`${what}: database unavailable`, { socketId: client.id, err: e });
    const refusal = CHAT_REFUSALS.reconnecting;
    if (typeof ack === 'function') ack({ ok: false, ...refusal, retryable: true });
    else client.emit('error', { ...errorEvent(refusal), retryable: true });
  }

  private fail(what: string, e: unknown, client: ChatSocket): void {
    this.logger.error(what, { socketId: client.id, err: e });
    client.emit('error', errorEvent(CHAT_REFUSALS.serverError));
  }
}
