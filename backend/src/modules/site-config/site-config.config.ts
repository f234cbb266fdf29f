import type { SiteConfig } from '@law/contracts';
import { ConfigError, type AppConfig } from '../../config/config';

/** The firm's 'Why choose us' video, self-hosted with the site so the page works offline and leaks nothing. */
export const DEFAULT_VIDEO_EMBED_URL = '/media/video/why-choose-us.html';

export interface SiteConfigSettings {
  videoEmbedUrl: string;
  /** FIRM_PHONE as people read it: the landing's tel: link and the privacy page. */
  firmPhone: string;
}

export const DEFAULT_FIRM_PHONE = '+380 44 000 00 00';

/** FIRM_PHONE: a Ukrainian number (+380 and 9 digits), spaces, dashes and brackets allowed for reading. */
function readFirmPhone(raw: string | undefined): string {
  const phone = raw?.trim() || DEFAULT_FIRM_PHONE;
  if (!/^\+380\d{9}$/.test(phone.replace(/[\s()-]/g, ''))) throw new ConfigError(`FIRM_PHONE must be a Ukrainian number like +380 44 000 00 00, got "${phone}"`);
  return phone;
}

export const SITE_CONFIG_SETTINGS = Symbol('SITE_CONFIG_SETTINGS');

/** VIDEO_EMBED_URL: an https:// embed URL (e.g. https://www.youtube-nocookie.com/embed/<id>) or a same-site path. */
export function readSiteConfigSettings(config: AppConfig): SiteConfigSettings {
  const firmPhone = readFirmPhone(config.raw.FIRM_PHONE);
  const raw = config.raw.VIDEO_EMBED_URL?.trim();
  if (!raw) return { videoEmbedUrl: DEFAULT_VIDEO_EMBED_URL, firmPhone };
  const sameSite = raw.startsWith('/') && !raw.startsWith('//');
  let https: boolean;
  try {
    https = new URL(raw).protocol === 'https:';
  } catch {
    https = false;
  }
  if (!sameSite && !https) throw new ConfigError(`VIDEO_EMBED_URL must be an https:// URL or a path starting with /, got "${raw}"`);
  return { videoEmbedUrl: raw, firmPhone };
}

/** The public settings as the landing reads them: GET /api/site-config, and inlined into '/' beside its server HTML. */
export function publicSiteConfig(settings: SiteConfigSettings): SiteConfig {
  return { video_url: settings.videoEmbedUrl, firm_phone: settings.firmPhone };
}
