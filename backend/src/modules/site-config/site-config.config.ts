import { ConfigError, type AppConfig } from '../../config/config';

/** The firm's 'Why choose us' video, self-hosted with the site so the page works offline and leaks nothing. */
export const DEFAULT_VIDEO_EMBED_URL = '/media/video/why-choose-us.html';

export interface SiteConfigSettings {
  videoEmbedUrl: string;
}

export const SITE_CONFIG_SETTINGS = Symbol('SITE_CONFIG_SETTINGS');

/** VIDEO_EMBED_URL: an https:// embed URL (e.g. https://www.youtube-nocookie.com/embed/<id>) or a same-site path. */
export function readSiteConfigSettings(config: AppConfig): SiteConfigSettings {
  const raw = config.raw.VIDEO_EMBED_URL?.trim();
  if (!raw) return { videoEmbedUrl: DEFAULT_VIDEO_EMBED_URL };
  const sameSite = raw.startsWith('/') && !raw.startsWith('//');
  let https: boolean;
  try {
    https = new URL(raw).protocol === 'https:';
  } catch {
    https = false;
  }
  if (!sameSite && !https) throw new ConfigError(`VIDEO_EMBED_URL must be an https:// URL or a path starting with /, got "${raw}"`);
  return { videoEmbedUrl: raw };
}
