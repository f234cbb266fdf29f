import type { SiteConfig } from '@law/contracts';
import type { AppConfig } from '../../config/config';
import { SETTINGS } from '../../config/settings';

/** The firm's 'Why choose us' video, self-hosted with the site so the page works offline and leaks nothing. */
export const DEFAULT_VIDEO_EMBED_URL = SETTINGS.VIDEO_EMBED_URL.fallback;

export interface SiteConfigSettings {
  videoEmbedUrl: string;
  /** FIRM_PHONE as people read it: the landing's tel: link and the privacy page. */
  firmPhone: string;
}

export const DEFAULT_FIRM_PHONE = SETTINGS.FIRM_PHONE.fallback;

export const SITE_CONFIG_SETTINGS = Symbol('SITE_CONFIG_SETTINGS');

/** VIDEO_EMBED_URL and FIRM_PHONE (rules in config/settings.ts). */
export function readSiteConfigSettings(config: AppConfig): SiteConfigSettings {
  return { videoEmbedUrl: config.settings.VIDEO_EMBED_URL, firmPhone: config.settings.FIRM_PHONE };
}

/** The public settings as the landing reads them: GET /api/site-config, and inlined into '/' beside its server HTML. */
export function publicSiteConfig(settings: SiteConfigSettings): SiteConfig {
  return { video_url: settings.videoEmbedUrl, firm_phone: settings.firmPhone };
}
