import { useEffect, useState } from 'react';
import type { SiteConfig } from '@law/contracts';
import { getSiteConfig } from './get-site-config';

let pending: Promise<SiteConfig | null> | null = null;

/** The public site settings, read once per page for every part of the landing that needs them (null until read or on failure). */
export function useSiteConfig(): SiteConfig | null {
  const [config, setConfig] = useState<SiteConfig | null>(null);
  useEffect(() => {
    let live = true;
    pending ??= getSiteConfig().catch(() => null);
    void pending.then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
