import type { AppConfig } from '../../config/config';
import { ConfigError } from '../../config/config-error';
import { intSetting } from '../../config/env-readers';

export interface StaticPagesConfig {
  /** PUBLIC_URL: the site's public origin for canonical links, the sitemap and link previews; else the request's own. */
  publicUrl: string | null;
  /** SERVER_HTML_BUDGET_MS: how long '/' waits for a landing fragment not yet cached before client rendering. */
  serverHtmlBudgetMs: number;
}

function readPublicUrl(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http(s) origin like https://pravo-zakhyst.com.ua, got "${value}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new ConfigError(`PUBLIC_URL must be an http(s) origin like https://pravo-zakhyst.com.ua, got "${value}"`);
  }
  return url.origin;
}

export function readStaticPagesConfig(config: AppConfig): StaticPagesConfig {
  return {
    publicUrl: readPublicUrl(config.raw.PUBLIC_URL),
    serverHtmlBudgetMs: intSetting(config.raw, 'SERVER_HTML_BUDGET_MS', 300, 10, 5000),
  };
}
