import type { RemotesMap } from '@law/contracts';

/** Origins the page may load from beyond its own: where remotes are served, the video player, the agent's avatar. */
export interface PageSources {
  remotes: RemotesMap;
  /** VIDEO_EMBED_URL: a same-site path or an https:// embed URL. */
  videoEmbedUrl: string;
  /** AGENT_AVATAR_URL: a same-site path or an https:// URL. */
  agentAvatarUrl: string;
}

/** The origin of an absolute http(s) URL, or null for a same-site path (already covered by 'self'). */
function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const unique = (values: Array<string | null>) => [...new Set(values.filter((v): v is string => v !== null))];

/**
 * The policy of the site's HTML pages (the shell and every remote it loads). Scripts come only from this origin and
 * from the origins remotes are served from (the inline remotes map is a JSON data block, never executed, so it needs
 * no nonce); the API and the chat socket are same-origin; frames only the configured video; no plugins, no <base>,
 * never framed. Styles allow inline because the toast library and React style props set them at run time.
 */
export function pagePolicy(sources: PageSources): string {
  const remoteOrigins = unique(Object.values(sources.remotes).map(originOf));
  const video = originOf(sources.videoEmbedUrl);
  const avatar = originOf(sources.agentAvatarUrl);
  const list = (...items: Array<string | null>) => unique(items).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remoteOrigins)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...remoteOrigins)}`,
    `connect-src ${list("'self'", ...remoteOrigins)}`,
    `img-src ${list("'self'", 'data:', 'blob:', avatar, ...remoteOrigins)}`,
    `font-src ${list("'self'", 'data:', ...remoteOrigins)}`,
    `media-src 'self'`,
    `frame-src ${video ?? "'self'"}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Self-hosted media pages (the narrated video) are framed by the site itself and run only their own script. */
export const MEDIA_PAGE_POLICY = [
  `default-src 'self'`,
  `style-src 'self' 'unsafe-inline'`,
  `object-src 'none'`,
  `base-uri 'none'`,
  `frame-ancestors 'self'`,
].join('; ');
