import { ConfigError } from '../../config/config';
import { intSetting, textSetting } from '../../config/env-readers';

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

/** The time budget of one call, read from the feature's own variable. */
export interface LlmTimeoutSetting {
  key: string;
  defaultMs: number;
  maxMs: number;
}

/**
 * Reads LLM_BASE_URL / LLM_API_KEY / LLM_MODEL and the feature's timeout; undefined when no model is configured.
 * The one reader of these variables: the chat and the document writer share the endpoint, each has its own budget.
 */
export function readLlmSettings(env: NodeJS.ProcessEnv, timeout: LlmTimeoutSetting): LlmClientSettings | undefined {
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new ConfigError(`LLM_BASE_URL must be an absolute http(s) URL, got "${baseUrl}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ConfigError('LLM_BASE_URL must use http or https');
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: env.LLM_API_KEY?.trim() || undefined,
    model: textSetting(env, 'LLM_MODEL', 'gpt-4o-mini', 200),
    timeoutMs: intSetting(env, timeout.key, timeout.defaultMs, 100, timeout.maxMs),
  };
}

/** One completion; throws LlmError on timeout, an HTTP error or an answer without text. */
export async function chatCompletion(settings: LlmClientSettings, messages: LlmMessage[], opts: { temperature?: number; maxTokens?: number } = {}): Promise<string> {
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
