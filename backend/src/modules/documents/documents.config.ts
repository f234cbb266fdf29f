import type { AppConfig } from '../../config/config';
import { llmSettings, type LlmClientSettings } from '../llm/llm-client';
import { readOrdersConfig } from '../orders/orders.config';

/** Settings of legal-source reading and document generation, read once from the environment and validated at start-up. */
export interface DocumentsConfig {
  /** CHARACTERS_LIMIT / FILES_LIMIT: the same values the order details report (orders.config). */
  charactersLimit: number;
  filesLimit: number;
  fetch: {
    /** FETCH_TIMEOUT_MS: whole budget of one source, redirects included. */
    timeoutMs: number;
    /** FETCH_MAX_BYTES: reading a page stops past this size. */
    maxBytes: number;
    /** FETCH_MAX_REDIRECTS */
    maxRedirects: number;
    /** FETCH_CONCURRENCY: sources read at the same time. */
    concurrency: number;
    /** FETCH_ALLOW_PRIVATE=true — TEST-ONLY: lets the fetcher reach loopback/private addresses. Never set in production. */
    allowPrivate: boolean;
  };
  /** Set when LLM_BASE_URL is given; DOCUMENT_LLM_TIMEOUT_MS bounds one generation. */
  llm: LlmClientSettings | undefined;
}

export const DOCUMENTS_CONFIG = Symbol('DOCUMENTS_CONFIG');

export function readDocumentsConfig(config: AppConfig): DocumentsConfig {
  const s = config.settings;
  const limits = readOrdersConfig(config);
  return {
    charactersLimit: limits.charactersLimit,
    filesLimit: limits.filesLimit,
    fetch: {
      timeoutMs: s.FETCH_TIMEOUT_MS,
      maxBytes: s.FETCH_MAX_BYTES,
      maxRedirects: s.FETCH_MAX_REDIRECTS,
      concurrency: s.FETCH_CONCURRENCY,
      allowPrivate: s.FETCH_ALLOW_PRIVATE,
    },
    llm: llmSettings(s, s.DOCUMENT_LLM_TIMEOUT_MS),
  };
}
