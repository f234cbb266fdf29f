import {
  DEFAULT_CHARACTERS_LIMIT,
  DEFAULT_FILES_LIMIT,
  DEFAULT_IDLE_RELEASE_MINUTES,
  DEFAULT_MAILBOX_TEMPLATE,
  FEEDBACK_RATE_LIMIT,
  firmContactsSms,
  PHONE_PATTERN,
  REMOTE_FOLDERS,
  type RemoteName,
} from '@law/contracts';
import { ConfigError } from './config-error';
import { type Setting, code, int, num, bool, oneOf, text, isUrl, url, sitePathOrHttps, trustProxy, hoursRange, timeZone } from './setting-kinds';

/**
 * The one declaration of every environment variable the backend reads: its type and range (the parser), its default,
 * its meaning. `loadConfig` parses them all at start-up; README's configuration table and `.env.example` are generated
 * from this list (`npm run docs:config`), and a unit test fails when they differ.
 *
 * A hand-written schema rather than zod/envalid: the kinds are few (integer, number, strict boolean, one-of, URL,
 * text with a rule), each needs the one-line refusal "NAME="value": allowed …" and a human description of what is
 * allowed for the README, which a library's generic messages and JSON-schema output would have to be mapped to anyway.
 */
export type { Setting } from './setting-kinds';
const DEFAULT_FIRM_PHONE = '+380 44 000 00 00';
/** The firm's name, e-mail and site come from libs/contracts FIRM; the phone is FIRM_PHONE's default. */
export const DEFAULT_FIRM_CONTACTS_SMS = firmContactsSms(DEFAULT_FIRM_PHONE);

const remoteUrls = Object.fromEntries(
  (Object.entries(REMOTE_FOLDERS) as [RemoteName, string][]).map(([name, folder]) => [
    `REMOTE_URL_${name.toUpperCase()}`,
    text(
      'Frontends',
      { fallback: undefined, defaultText: code(`/mf/${folder}/mf-manifest.json`), max: 2000, allowed: 'an http(s) URL or a site path (/…)', test: (v) => (v.startsWith('/') && !v.startsWith('//')) || isUrl(v, ['http:', 'https:']) },
      `where the remote \`${folder}\` has its \`mf-manifest.json\` (e.g. a CDN URL)`,
    ),
  ]),
) as Record<`REMOTE_URL_${Uppercase<RemoteName>}`, Setting<string | undefined>>;

export const SETTINGS = {
  // Server
  PORT: int('Server', 3000, 0, 65535, 'HTTP port'),
  HOST: text('Server', { fallback: undefined, defaultText: 'all interfaces', max: 255 }, 'listen address'),
  NODE_ENV: oneOf('Server', ['production', 'development', 'test'] as const, 'production', '`development` re-reads `index.html` on each request'),
  APP_ROOT: text('Server', { fallback: undefined, defaultText: 'working directory', max: 1000 }, 'repository root holding the built frontends (`<app>/dist`)'),
  DATA_DIR: text('Server', { fallback: '.data', defaultText: '`./.data`', max: 1000 }, 'local state: embedded database, admin password hash, files, maildrop'),
  TRUST_PROXY: {
    group: 'Server',
    allowed: '`true`, `false`, a hop count, `loopback` or addresses/subnets',
    fallback: false,
    defaultText: '`false`',
    meaning: 'Express `trust proxy`; only then is `X-Forwarded-For` used for client IPs',
    parse: trustProxy,
  } satisfies Setting<string | number | boolean>,
  COOKIE_SECURE: oneOf(
    'Server',
    ['auto', 'true', 'false'] as const,
    'auto',
    '`Secure` session cookie: `auto` = when the request came over HTTPS (behind a proxy set `TRUST_PROXY`), `true`, `false`. With `true`, or on a request that came over HTTPS, responses carry `Strict-Transport-Security` (1 year)',
  ),
  BACKEND_URL: url('Server', ['http:', 'https:'], undefined, 'dev servers only (`npm run dev`): where `/api` and `/socket.io` are proxied', '`http://localhost:3000`'),

  // Database and fan-out
  DATABASE_URL: text(
    'Database',
    { fallback: undefined, defaultText: '— (embedded PostgreSQL)', max: 2000, allowed: 'a `postgres://` or `postgresql://` URL', secret: true, test: (v) => isUrl(v, ['postgres:', 'postgresql:']) },
    'the database to use',
  ),
  EMBEDDED_PG_DIR: text('Database', { fallback: 'pg', defaultText: '`pg` (under `DATA_DIR`)', max: 1000 }, 'data folder of the embedded PostgreSQL'),
  EMBEDDED_PG_PORT: int('Database', 54329, 1024, 65535, 'port of the embedded PostgreSQL'),
  DB_POOL_SIZE: int('Database', 20, 5, 1000, 'PostgreSQL connections per instance (the chat uses up to this minus 4 at once)'),
  REDIS_URL: text(
    'Database',
    { fallback: undefined, defaultText: '— (one instance alone)', max: 2000, allowed: 'a `redis://` or `rediss://` URL', secret: true, test: (v) => isUrl(v, ['redis:', 'rediss:']) },
    'Socket.IO fans out through Redis pub/sub, so a user\'s room reaches every instance',
  ),

  // Admin
  ADMIN_PASSWORD: text('Admin', { fallback: undefined, defaultText: '— (generated once)', max: 200, secret: true }, 'the password of the staff account "Адміністратор" (other staff accounts: `scripts/staff.mjs`); kept only as an argon2 hash in memory'),
  SESSION_TTL_HOURS: int('Admin', 12, 1, 24 * 30, 'admin session lifetime in hours'),

  // Frontends
  ...remoteUrls,
  REMOTES_MAP_FILE: text('Frontends', { fallback: undefined, max: 1000 }, 'JSON file `{remote: manifestUrl}` re-read on every request; overrides the `REMOTE_URL_*` values'),

  // Operations
  LOG_LEVEL: oneOf('Operations', ['debug', 'info', 'warn', 'error'] as const, 'info', 'lowest level written (one JSON line each, with the request id or socket id)'),
  LOG_FORMAT: oneOf('Operations', ['json', 'pretty'] as const, 'json', '`pretty` prints coloured human-readable lines for a terminal (pino-pretty) instead of JSON'),
  METRICS_TOKEN: text(
    'Operations',
    { fallback: undefined, defaultText: '— (loopback only)', max: 200, allowed: 'at least 16 characters', secret: true, test: (v) => v.length >= 16 },
    '`GET /api/metrics` (Prometheus) answers loopback clients without a proxy header, and anyone sending `Authorization: Bearer <token>`',
  ),
  API_DOCS_PUBLIC: bool('Operations', false, '`true` serves the OpenAPI document and page (`/api/docs`) to anyone; `false` only to a logged-in admin'),

  // Client files and mail
  FILES_DIR: text('Mail and files', { fallback: undefined, defaultText: '`<DATA_DIR>/files`', max: 1000 }, 'client files (mail attachments), served only to a logged-in admin under `/api/files/`'),
  MAILBOX_TEMPLATE: text(
    'Mail and files',
    {
      fallback: DEFAULT_MAILBOX_TEMPLATE,
      max: 200,
      allowed: `an e-mail address containing {userId}, e.g. ${DEFAULT_MAILBOX_TEMPLATE}`,
      test: (v) => v.includes('{userId}') && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v),
    },
    'the client\'s personal address (chat and mail); `{userId}` is replaced',
  ),
  IMAP_HOST: text('Mail and files', { fallback: undefined, defaultText: '— (maildrop)', max: 255 }, 'IMAP server of the catch-all mailbox; unset = read `<MAILDROP_DIR>/<userId>/*.eml`'),
  IMAP_PORT: int('Mail and files', 993, 1, 65535, 'IMAP port'),
  IMAP_TLS: bool('Mail and files', true, 'IMAP over TLS'),
  IMAP_USER: text('Mail and files', { fallback: '', defaultText: '—', max: 255 }, 'IMAP login'),
  IMAP_PASSWORD: text('Mail and files', { fallback: '', defaultText: '—', max: 500, secret: true }, 'IMAP password'),
  IMAP_MAILBOX: text('Mail and files', { fallback: 'INBOX', max: 255 }, 'IMAP folder; mail is found by recipient (To / Delivered-To)'),
  IMAP_TLS_REJECT_UNAUTHORIZED: bool('Mail and files', true, '`false` accepts a self-signed IMAP certificate'),
  MAILDROP_DIR: text('Mail and files', { fallback: undefined, defaultText: '`<DATA_DIR>/maildrop`', max: 1000 }, 'offline mail source: one folder per user id with `.eml` files'),
  MAIL_MAX_ATTACHMENT_MB: num('Mail and files', 15, 0.001, 100, 'largest attachment taken by one \'check mail\' (allowed: pdf, jpg, png, webp, heic, doc, docx, txt, odt)'),
  MAIL_MAX_FILES_PER_SCRAPE: int('Mail and files', 20, 1, 200, 'most attachments taken by one \'check mail\''),

  // SMS
  TURBOSMS_TOKEN: text('SMS', { fallback: '', defaultText: '— (outbox)', max: 500, secret: true }, 'TurboSMS API token; unset = SMS are only logged (status `logged`)'),
  SMS_SENDER: text('SMS', { fallback: 'LawFirm', max: 11 }, 'TurboSMS sender name'),
  TURBOSMS_BASE_URL: url('SMS', ['http:', 'https:'], 'https://api.turbosms.ua', 'TurboSMS API base'),
  SMS_TIMEOUT_MS: int('SMS', 10_000, 100, 120_000, 'time budget of one TurboSMS request'),
  FIRM_CONTACTS_SMS: text('SMS', { fallback: DEFAULT_FIRM_CONTACTS_SMS, defaultText: 'firm\'s phone, e-mail, site (Ukrainian)', max: 1000 }, 'text of the contacts SMS'),

  // Orders and documents
  CHARACTERS_LIMIT: int('Orders and documents', DEFAULT_CHARACTERS_LIMIT, 1, 100_000_000, 'most characters (chat + comment + parsed sources) a document may be generated from'),
  FILES_LIMIT: int('Orders and documents', DEFAULT_FILES_LIMIT, 1, 100_000_000, 'most client files a document may be generated from'),
  NOVA_POSHTA_API_KEY: text(
    'Orders and documents',
    { fallback: '', defaultText: '— (offline directory)', max: 200, secret: true },
    'Nova Poshta API key, used only on the server by the admin proxy `POST /api/admin/postal/novaposhta`; unset = cities and branches from `backend/data/novaposhta/directory.json`',
  ),
  NOVA_POSHTA_API_URL: url('Orders and documents', ['http:', 'https:'], 'https://api.novaposhta.ua/v2.0/json/', 'the carrier\'s JSON endpoint'),
  NOVA_POSHTA_TIMEOUT_MS: int('Orders and documents', 10_000, 100, 120_000, 'time budget of one carrier call'),
  FETCH_TIMEOUT_MS: int('Orders and documents', 10_000, 100, 300_000, 'reading legal sources: time budget of one source (redirects included)'),
  FETCH_MAX_BYTES: int('Orders and documents', 3 * 1024 * 1024, 1024, 100 * 1024 * 1024, 'reading legal sources: size cap (reading stops past it, the beginning is kept)'),
  FETCH_MAX_REDIRECTS: int('Orders and documents', 5, 0, 20, 'reading legal sources: redirect cap (each hop re-checked)'),
  FETCH_CONCURRENCY: int('Orders and documents', 3, 1, 16, 'reading legal sources: sources read at once'),
  FETCH_ALLOW_PRIVATE: bool(
    'Orders and documents',
    false,
    '**test-only**: lets the source reader reach loopback/private/link-local addresses (the tests\' local pages). Never set it in production: it disables the SSRF guard',
  ),
  DOCUMENT_LLM_TIMEOUT_MS: int(
    'Orders and documents',
    120_000,
    100,
    600_000,
    'with `LLM_BASE_URL` set: time budget of one source proposal and of the model writing a draft\'s circumstances and reasoning into the document\'s template (on failure the template\'s own text is used)',
  ),

  // Landing and feedbacks
  VIDEO_EMBED_URL: text(
    'Landing',
    { fallback: '/media/video/why-choose-us.html', defaultText: '`/media/video/why-choose-us.html` (self-hosted narrated presentation)', max: 2000, allowed: 'an https:// URL or a path starting with /', test: sitePathOrHttps },
    'player URL of the landing page\'s \'Чому обирають нас\' video, served by `GET /api/site-config` and opened in an iframe with `autoplay=1` added (e.g. `https://www.youtube-nocookie.com/embed/<id>`)',
  ),
  FIRM_PHONE: text(
    'Landing',
    { fallback: DEFAULT_FIRM_PHONE, max: 40, allowed: 'a Ukrainian number like +380 44 000 00 00 (+380 and 9 digits; spaces, dashes, brackets allowed)', test: (v) => PHONE_PATTERN.test(v.replace(/[\s()-]/g, '')) },
    'the firm\'s phone as people read it: a `tel:` link in the landing\'s header and footer and on `/privacy`',
  ),
  PUBLIC_URL: text(
    'Landing',
    {
      fallback: undefined,
      defaultText: '— (the request\'s own origin)',
      max: 300,
      allowed: 'an http(s) origin like https://pravo-zakhyst.com.ua (no path)',
      test: (v) => isUrl(v, ['http:', 'https:']) && new URL(v).origin === v.replace(/\/$/, ''),
    },
    'the site\'s public origin: canonical link, OpenGraph URLs, schema.org data, `robots.txt` and `sitemap.xml`',
  ),
  SERVER_HTML_BUDGET_MS: int(
    'Landing',
    300,
    10,
    5000,
    'how long `/` waits for the landing remote\'s server HTML (`ssr.json` beside its manifest) when it is not cached yet; past it the page is client-rendered and a warning says why',
  ),
  FEEDBACK_RATE_LIMIT_MAX: int('Landing', FEEDBACK_RATE_LIMIT.max, 1, 1_000_000, 'feedbacks accepted from one client IP per window (`POST /api/feedbacks`, counted in PostgreSQL; past it 429)'),
  FEEDBACK_RATE_LIMIT_WINDOW_SECONDS: int('Landing', FEEDBACK_RATE_LIMIT.windowSeconds, 1, 1_000_000, 'the feedback window in seconds'),
  USER_REGISTRATION_RATE_LIMIT_PER_MINUTE: int('Landing', 10, 1, 1_000_000, 'registrations (`POST /api/users`) accepted from one client IP per minute (counted in PostgreSQL; past it 429)'),

  // Chat and assistant
  AGENT_NAME: text('Chat', { fallback: 'Олена', max: 60 }, 'the chat agent shown to visitors (socket `status`)'),
  AGENT_AVATAR_URL: text(
    'Chat',
    { fallback: '/media/agent-avatar.svg', max: 500, allowed: 'a site path (/...) or an https:// URL', test: (v) => /^(\/[^/]|https:\/\/)/.test(v) },
    'the chat agent\'s avatar',
  ),
  ASSISTANT_TYPING_DELAY_MS: int('Chat', 1200, 0, 30_000, 'human-like pause (typing indicator) before the assistant\'s reply; `0` in tests and benchmarks'),
  CHAT_RATE_LIMIT_PER_MINUTE: int('Chat', 20, 1, 100_000, 'visitor chat messages accepted per user per minute (counted in PostgreSQL; past it the socket answers `error`)'),
  SOCKETS_PER_ADDRESS_MAX: int(
    'Chat',
    50,
    1,
    100_000,
    'open chat sockets one client address may hold on one instance (past it the socket gets `error` and is closed); visitors behind one NAT share an address, so keep it generous',
  ),
  LLM_BASE_URL: url(
    'Chat',
    ['http:', 'https:'],
    undefined,
    'OpenAI-compatible chat-completions endpoint including the version path (e.g. `https://api.openai.com/v1`, Ollama `http://127.0.0.1:11434/v1`); set = the chat assistant (and document writer) use the model; unset = the scripted intake assistant',
  ),
  LLM_API_KEY: text('Chat', { fallback: undefined, max: 500, secret: true }, 'the model\'s API key; stays on the server'),
  LLM_MODEL: text('Chat', { fallback: 'gpt-4o-mini', max: 200 }, 'model name'),
  LLM_TIMEOUT_MS: int('Chat', 20_000, 100, 300_000, 'time budget of one chat reply by the model (JSON-schema structured output with the case card); on timeout/error/bad JSON/an invalid card the scripted assistant answers instead'),
  FIRM_HOURS: text(
    'Chat',
    { fallback: '09:00-20:00', max: 20, allowed: 'a range of local times, e.g. 09:00-20:00', test: hoursRange },
    'the firm\'s working hours (every day) in local time: the assistant\'s answer to \'коли ви працюєте?\' and the call-back promise',
  ),
  FIRM_TIMEZONE: text('Chat', { fallback: 'Europe/Kyiv', max: 60, allowed: 'an IANA time zone, e.g. Europe/Kyiv', test: timeZone }, 'time zone of `FIRM_HOURS`'),
  CALLBACK_WITHIN_MINUTES: int(
    'Chat',
    60,
    5,
    24 * 60,
    'how soon a lawyer calls back during working hours: the chat\'s last message says \'протягом години (до 15:40)\', or the next opening hour when that falls after closing',
  ),
  LIVE_CHAT_IDLE_RELEASE_MINUTES: num(
    'Chat',
    DEFAULT_IDLE_RELEASE_MINUTES,
    0.05,
    24 * 60,
    'a chat a lawyer took over (\'Взяти розмову\') goes back to the assistant by itself when its lawyer did nothing (took it, wrote) for this long; the visitor sees a line saying so. Fractions allowed (`0.05` = 3 s, for tests)',
  ),
  RETENTION_MONTHS: int('Chat', 36, 1, 600, 'a daily job erases clients with no order whose chats were quiet this long (name, phone, IP, messages, files); the privacy page states it'),
};

export type SettingName = keyof typeof SETTINGS;
export type Settings = { readonly [K in SettingName]: (typeof SETTINGS)[K] extends Setting<infer T> ? T : never };

/** Shown in a refusal line: secrets never, long values cut, control characters escaped by JSON. */
function shown(name: SettingName, raw: string): string {
  if ((SETTINGS[name] as Setting<unknown>).secret) return '(hidden)';
  const cut = raw.length > 80 ? `${raw.slice(0, 80)}…` : raw;
  return JSON.stringify(cut);
}

/**
 * Parses every declared variable. Values are trimmed (secrets are not); empty means the default. The first invalid value stops with
 * one line: `IMAP_PORT="1.5" is not allowed: an integer from 1 to 65535`.
 */
export function parseSettings(env: NodeJS.ProcessEnv): Settings {
  const out: Record<string, unknown> = {};
  for (const [name, setting] of Object.entries(SETTINGS) as [SettingName, Setting<unknown>][]) {
    // Secrets are taken as written (a password may end in a space); everything else is trimmed.
    const raw = setting.secret ? env[name] : env[name]?.trim();
    if (raw === undefined || raw.trim() === '') {
      out[name] = setting.fallback;
      continue;
    }
    try {
      out[name] = setting.parse(raw);
    } catch {
      throw new ConfigError(`${name}=${shown(name, raw)} is not allowed: ${setting.allowed.replace(/`/g, '')}`);
    }
  }
  return out as Settings;
}
