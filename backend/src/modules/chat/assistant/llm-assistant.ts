import { CHAT_DISCONNECT_PHRASE, type CaseCard } from '@law/contracts';
import type { AppLogger } from '../../../common/logger';
import { outsideCall } from '../../../common/metrics/metrics';
import type { AssistantContext, AssistantReply, ChatAssistant } from './chat-assistant';
import { parseState, step } from './intake-policy';
import { LLM_TURN_SCHEMA, sanitizeLlmCard } from './llm-card-schema';
import { systemPrompt } from './llm-prompt';
import { intakeInput, type ScriptedSettings } from './scripted-assistant';

export interface LlmSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface LlmAnswer {
  reply: string;
  finished: boolean;
  /** The card the model filled (validated); null when it gave none or an invalid one. */
  card: CaseCard | null;
  /** Older flat answers ({document, city}) are still read. */
  document: string | null;
  city: string | null;
}

const HISTORY_LIMIT = 40;
const REPLY_MAX = 4000;

/** Reads the model's JSON answer, tolerating code fences and chatter around the object; null when unusable. */
export function parseLlmAnswer(content: unknown): LlmAnswer | null {
  if (typeof content !== 'string') return null;
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let obj: unknown;
  try {
    obj = JSON.parse(content.slice(start, end + 1));
  } catch {
    return null;
  }
  if (!obj || typeof obj !== 'object') return null;
  const o = obj as Record<string, unknown>;
  const reply = typeof o.reply === 'string' ? o.reply.trim() : '';
  if (!reply) return null;
  const str = (v: unknown, max: number) => (typeof v === 'string' && v.trim() && v.trim().toLowerCase() !== 'null' ? v.trim().slice(0, max) : null);
  const card = o.card === undefined ? null : sanitizeLlmCard(o.card);
  if (o.card !== undefined && !card) return null;
  return {
    reply: reply.slice(0, REPLY_MAX),
    finished: o.finished === true || o.finished === 'true',
    card,
    document: card?.document ?? str(o.document, 300),
    city: card?.city ?? str(o.city, 120),
  };
}

/**
 * OpenAI-compatible chat-completions adapter (OpenAI, Ollama, llama.cpp, vLLM) with structured output: the model
 * answers the visitor and fills the case card (JSON schema). Any failure — timeout, HTTP error, unusable JSON, a card
 * that fails validation — falls back to the scripted assistant's next step; the visitor's message is already stored.
 */
export class LlmAssistant implements ChatAssistant {
  constructor(
    private readonly settings: LlmSettings,
    private readonly fallback: ChatAssistant,
    private readonly logger: AppLogger,
    private readonly scriptedSettings: ScriptedSettings,
  ) {}

  async reply(ctx: AssistantContext): Promise<AssistantReply> {
    const input = await intakeInput(ctx, this.scriptedSettings);
    let answer: LlmAnswer | null;
    try {
      // An answer without a usable turn counts as a failed call of the model.
      answer = await outsideCall('llm', () => this.complete(ctx, input), (a) => (a ? 'ok' : 'error'));
    } catch (e) {
      this.logger.warn('llm assistant failed, using the scripted reply', { chatId: ctx.chatId, error: e instanceof Error ? e.message : String(e) });
      return this.fallback.reply(ctx);
    }
    if (!answer) {
      this.logger.warn('llm assistant answered unusable JSON, using the scripted reply', { chatId: ctx.chatId });
      return this.fallback.reply(ctx);
    }
    // The scripted memory follows the conversation too, so a later fallback continues it instead of starting over.
    const scripted = step(parseState(ctx.state, ctx.chatId), ctx.newMessages.join('\n'), input);
    const card = answer.card ?? { ...scripted.card, document: answer.document ?? scripted.card.document, city: answer.city ?? scripted.card.city };
    const state = { ...scripted.state, card, stage: answer.finished ? 'done' : scripted.state.stage === 'done' ? 'confirm' : scripted.state.stage, llm: true };
    let text = answer.reply;
    if (answer.finished && !text.includes(CHAT_DISCONNECT_PHRASE)) text = `${text}\n\n${CHAT_DISCONNECT_PHRASE}.`;
    return {
      text,
      document: answer.finished ? (card.document ?? scripted.card.document ?? undefined) : undefined,
      finished: answer.finished,
      city: card.city ?? undefined,
      state: state as unknown as Record<string, unknown>,
      card,
    };
  }

  private async complete(ctx: AssistantContext, input: Awaited<ReturnType<typeof intakeInput>>): Promise<LlmAnswer | null> {
    const previous = sanitizeLlmCard((ctx.state as { card?: unknown }).card);
    const messages = [
      { role: 'system', content: systemPrompt(ctx.agentName, ctx.userName, { ...input, card: previous }) },
      ...ctx.history.slice(-HISTORY_LIMIT).map((m) => ({ role: m.author === 'user' ? 'user' : 'assistant', content: m.text })),
    ];
    const res = await fetch(`${this.settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.settings.model,
        messages,
        temperature: 0.3,
        response_format: { type: 'json_schema', json_schema: { name: 'intake_turn', strict: true, schema: LLM_TURN_SCHEMA } },
      }),
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw new Error(`chat completions HTTP ${res.status}`);
    }
    const body = (await res.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    return parseLlmAnswer(body?.choices?.[0]?.message?.content);
  }
}
