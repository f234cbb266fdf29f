import type { AppConfig } from '../../config/config';

export interface StaticPagesConfig {
  /** PUBLIC_URL: the site's public origin for canonical links, the sitemap and link previews; else the request's own. */
  publicUrl: string | null;
  /** SERVER_HTML_BUDGET_MS: how long '/' waits for a landing fragment not yet cached before client rendering. */
  serverHtmlBudgetMs: number;
}

/** PUBLIC_URL and SERVER_HTML_BUDGET_MS (rules in config/settings.ts). */
export function readStaticPagesConfig(config: AppConfig): StaticPagesConfig {
  const publicUrl = config.settings.PUBLIC_URL;
  return { publicUrl: publicUrl ? new URL(publicUrl).origin : null, serverHtmlBudgetMs: config.settings.SERVER_HTML_BUDGET_MS };
}
