import { outsideCall } from '../../common/metrics/metrics';
import type { Settings } from '../../config/settings';

/**
 * A small OpenAI-compatible chat-completions client (OpenAI, Ollama, llama.cpp, vLLM), shared by features that
 * ask a model for text. LLM_BASE_URL includes the API version path, e.g. https://api.openai.com/v1.
 */
export interface LlmClientSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export class LlmError extends Error {}

/**
 * The model endpoint (LLM_BASE_URL / LLM_API_KEY / LLM_MODEL, declared in config/settings.ts) with the feature's own
 * time budget; undefined when no model is configured. The chat and the document writer share the endpoint.
 */
export function llmSettings(settings: Pick<Settings, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'>, timeoutMs: number): LlmClientSettings | undefined {
  if (!settings.LLM_BASE_URL) return undefined;
  return { baseUrl: settings.LLM_BASE_URL.replace(/\/+$/, ''), apiKey: settings.LLM_API_KEY?.trim() || undefined, model: settings.LLM_MODEL, timeoutMs };
}

/** One completion; throws LlmError on timeout, an HTTP error or an answer without text. */
export function chatCompletion(settings: LlmClientSettings, messages: LlmMessage[], opts: { temperature?: number; maxTokens?: number } = {}): Promise<string> {
  return outsideCall('llm', () => completeOnce(settings, messages, opts));
}

async function completeOnce(settings: LlmClientSettings, messages: LlmMessage[], opts: { temperature?: number; maxTokens?: number }): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify({ model: settings.model, messages, temperature: opts.temperature ?? 0.2, ...(opts.maxTokens ? { max_tokens: opts.maxTokens } : {}) }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (e) {
    throw new LlmError(`chat completions request failed: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new LlmError(`chat completions HTTP ${res.status}`);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new LlmError('chat completions answered invalid JSON');
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new LlmError('chat completions answered no text');
  return content;
}
