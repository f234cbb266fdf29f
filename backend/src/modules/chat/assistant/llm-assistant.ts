import { CHAT_DISCONNECT_PHRASE } from '@law/contracts';
import type { AppLogger } from '../../../common/logger';
import type { AssistantContext, AssistantReply, ChatAssistant } from './chat-assistant';
import { GENERAL_AREA } from './legal-catalogue';
import { observe, parseState } from './intake-policy';
import { systemPrompt } from './llm-prompt';

export interface LlmSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface LlmAnswer {
  reply: string;
  document: string | null;
  finished: boolean;
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
  return {
    reply: reply.slice(0, REPLY_MAX),
    document: str(o.document, 300),
    finished: o.finished === true || o.finished === 'true',
    city: str(o.city, 120),
  };
}

/**
 * OpenAI-compatible chat-completions adapter (OpenAI, Ollama, llama.cpp, vLLM). Any failure — timeout, HTTP error,
 * unusable JSON — falls back to the scripted assistant's next step; the visitor's message is already stored.
 */
export class LlmAssistant implements ChatAssistant {
  constructor(
    private readonly settings: LlmSettings,
    private readonly fallback: ChatAssistant,
    private readonly logger: AppLogger,
  ) {}

  async reply(ctx: AssistantContext): Promise<AssistantReply> {
    let answer: LlmAnswer | null;
    try {
      answer = await this.complete(ctx);
    } catch (e) {
      this.logger.warn('llm assistant failed, using the scripted reply', { chatId: ctx.chatId, error: e instanceof Error ? e.message : String(e) });
      return this.fallback.reply(ctx);
    }
    if (!answer) {
      this.logger.warn('llm assistant answered unusable JSON, using the scripted reply', { chatId: ctx.chatId });
      return this.fallback.reply(ctx);
    }
    // Keep the scripted memory current (area, city, dates...) so a later fallback continues the same conversation.
    const scripted = { ...observe(parseState(ctx.state, ctx.chatId), ctx.newMessages.join('\n')), lastAsked: undefined };
    scripted.turn += 1;
    const document = answer.document ?? scripted.document ?? (answer.finished ? GENERAL_AREA.documents[0].title : undefined);
    let text = answer.reply;
    if (answer.finished) {
      scripted.stage = 'done';
      if (!text.includes(CHAT_DISCONNECT_PHRASE)) text = `${text}\n\n${CHAT_DISCONNECT_PHRASE}.`;
    }
    return {
      text,
      document: answer.finished ? document : undefined,
      finished: answer.finished,
      city: answer.city ?? scripted.facts.city,
      state: { ...scripted, document, llm: true } as unknown as Record<string, unknown>,
    };
  }

  private async complete(ctx: AssistantContext): Promise<LlmAnswer | null> {
    const messages = [
      { role: 'system', content: systemPrompt(ctx.agentName, ctx.userName) },
      ...ctx.history.slice(-HISTORY_LIMIT).map((m) => ({ role: m.author === 'user' ? 'user' : 'assistant', content: m.text })),
    ];
    const res = await fetch(`${this.settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: this.settings.model, messages, temperature: 0.4, response_format: { type: 'json_object' } }),
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
