import { useEffect, useState } from 'react';
import { getSiteConfig } from '../../../lib/get-site-config';

/** The self-hosted video, used when the settings cannot be read. */
export const FALLBACK_VIDEO_URL = '/media/video/why-choose-us.html';

/** The embed URL from the site settings, with autoplay turned on. */
export function withAutoplay(url: string): string {
  const [base, hash = ''] = url.split('#');
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}autoplay=1${hash ? `#${hash}` : ''}`;
}

export function useVideoUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getSiteConfig()
      .then((c) => live && setUrl(c.video_url || FALLBACK_VIDEO_URL))
      .catch(() => live && setUrl(FALLBACK_VIDEO_URL));
    return () => {
      live = false;
    };
  }, []);
  return url;
}
