import { useEffect, useState } from 'react';
import { siteConfig } from '../../../lib/use-site-config';

/** The self-hosted video, used when the settings cannot be read. */
export const FALLBACK_VIDEO_URL = '/media/video/why-choose-us.html';

/** The embed URL from the site settings, with autoplay turned on. */
export function withAutoplay(url: string): string {
  const [base, hash = ''] = url.split('#');
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}autoplay=1${hash ? `#${hash}` : ''}`;
}

/** Null until the settings are read (the play button stays disabled), then the configured or the fallback URL. */
export function useVideoUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void siteConfig().then((c) => live && setUrl(c?.video_url || FALLBACK_VIDEO_URL));
    return () => {
      live = false;
    };
  }, []);
  return url;
}
