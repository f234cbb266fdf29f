import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { caseCardError, type ChatMessageWire } from '@law/contracts';
import { APP_LOGGER, type AppLogger } from '../../common/logger';
import { isDatabaseUnavailable } from '../../common/database-errors';
import { assistantReplySeconds, chatMessagesAnswered } from '../../common/metrics/metrics';
import { CHAT_ASSISTANT, type ChatAssistant } from './assistant/chat-assistant';
import { CHAT_CONFIG, type ChatConfig } from './chat.config';
import { ChatService, toWire } from './chat.service';
import { AdminInboxEvents } from './live/admin-inbox-events';

/** Where a reply goes: the user's room (every tab of the user). */
export interface ReplyChannel {
  typing(isTyping: boolean): void;
  message(m: ChatMessageWire): void;
}

const SHUTDOWN_DRAIN_MS = 5000;
/** While the database is unreachable a reply is retried with a doubling delay up to this, for about two minutes. */
const DB_RETRY_MAX_DELAY_MS = 15_000;
const DB_RETRY_ATTEMPTS = 12;

/**
 * Produces the assistant's replies. Replies of one chat run one after another (a per-chat queue), and the
 * reply is committed only if nobody answered the chat meanwhile (row lock + check), so two fast messages —
 * or two instances — never interleave or answer twice.
 */
@Injectable()
export class ChatReplyService implements BeforeApplicationShutdown {
  private readonly queues = new Map<number, Promise<void>>();
  private readonly waits = new Set<() => void>();
  private closing = false;
  private draining?: Promise<void>;

  constructor(
    private readonly chats: ChatService,
    @Inject(CHAT_ASSISTANT) private readonly assistant: ChatAssistant,
    @Inject(CHAT_CONFIG) private readonly config: ChatConfig,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
    private readonly inbox: AdminInboxEvents,
  ) {}

  /** Queues a reply to whatever the visitor wrote that is not answered yet. */
  enqueue(chatId: number, channel: ReplyChannel): Promise<void> {
    if (this.closing) return Promise.resolve();
    const prev = this.queues.get(chatId) ?? Promise.resolve();
    const next = prev
      .then(() => this.answerRetrying(chatId, channel))
      .catch((e: unknown) => this.logger.error('assistant reply failed', { chatId, err: e }))
      .finally(() => {
        if (this.queues.get(chatId) === next) this.queues.delete(chatId);
      });
    this.queues.set(chatId, next);
    return next;
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.drain();
  }

  /**
   * Shutdown: no new replies are started; the ones in flight skip the rest of their typing delay and are written
   * and delivered now (bounded by SHUTDOWN_DRAIN_MS). Idempotent: the gateway awaits it before closing sockets.
   */
  drain(): Promise<void> {
    this.draining ??= (async () => {
      this.closing = true;
      for (const wake of this.waits) wake();
      const pending = [...this.queues.values()];
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled(pending), new Promise((r) => (timer = setTimeout(r, SHUTDOWN_DRAIN_MS)))]);
      clearTimeout(timer);
    })();
    return this.draining;
  }

  /** A database outage (restart, failover) delays the reply instead of losing it: the visitor's message is stored. */
  private async answerRetrying(chatId: number, channel: ReplyChannel): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.answer(chatId, channel);
      } catch (e) {
        if (!isDatabaseUnavailable(e) || this.closing || attempt + 1 >= DB_RETRY_ATTEMPTS) throw e;
        const delay = Math.min(1000 * 2 ** attempt, DB_RETRY_MAX_DELAY_MS);
        this.logger.warn('assistant reply waits for the database', { chatId, attempt: attempt + 1, delayMs: delay });
        await this.sleep(delay);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waits.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.waits.add(wake);
    });
  }

  private async answer(chatId: number, channel: ReplyChannel): Promise<void> {
    const [ctx, history] = await Promise.all([this.chats.replyContext(chatId), this.chats.messages(chatId)]);
    // While a lawyer holds the chat the assistant is silent (issue 17); storeReply re-checks under the row lock.
    if (!ctx || ctx.finished || ctx.isAbuser || ctx.held) return;
    const lastAgent = history.findLast((m) => m.author === 'agent');
    const unanswered = history.filter((m) => m.author === 'user' && (!lastAgent || BigInt(m.id) > BigInt(lastAgent.id)));
    if (!unanswered.length) return;
    // What the visitor wrote since the assistant last spoke — also what they told a lawyer who held the chat — so a
    // chat handed back does not make the assistant ask again what was already answered.
    const lastOwn = history.findLast((m) => m.author === 'agent' && m.staff_id === null);
    const fresh = history.filter((m) => m.author === 'user' && (!lastOwn || BigInt(m.id) > BigInt(lastOwn.id)));

    channel.typing(true);
    const timer = assistantReplySeconds.startTimer();
    let outcome = 'failed';
    try {
      // On shutdown the sleep ends at once and the reply is still written: an in-flight reply is finished, not dropped.
      await this.sleep(this.config.typingDelayMs);
      const reply = await this.assistant.reply({
        chatId,
        userId: ctx.userId,
        userName: ctx.userName,
        now: unanswered[unanswered.length - 1].created_at,
        agentName: this.config.agentName,
        history: history.filter((m) => m.author !== 'system').map((m) => ({ author: m.author === 'user' ? ('user' as const) : ('agent' as const), text: m.message })),
        newMessages: fresh.map((m) => m.message),
        state: ctx.state,
      });
      const cardProblem = reply.card ? caseCardError(reply.card) : null;
      // A card that breaks the contract is not stored (the previous one stays); the reply still goes out.
      if (cardProblem) this.logger.warn('assistant produced an invalid case card, keeping the stored one', { chatId, problem: cardProblem });
      const stored = await this.chats.storeReply(chatId, lastAgent?.id ?? null, cardProblem ? { ...reply, card: undefined } : reply);
      outcome = stored ? 'stored' : 'superseded';
      if (stored) {
        chatMessagesAnswered.inc();
        channel.message(toWire(stored));
        this.inbox.message(chatId, stored);
        if (reply.finished) void this.inbox.chatRow(chatId, 'chat_updated');
        this.logger.info('assistant replied', { chatId, messageId: String(stored.id), answered: unanswered.length });
      }
    } finally {
      timer({ outcome });
      channel.typing(false);
    }
  }
}
