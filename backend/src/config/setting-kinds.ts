// The kinds of setting (settings.ts declares every variable with one of them): each parses its text and
// says, for people, what it allows.

export interface Setting<T> {
  /** What values are allowed, for people: README column and the refusal line. */
  allowed: string;
  /** The value when unset or empty (undefined = nothing). */
  fallback: T;
  /** The default as README shows it. */
  defaultText: string;
  meaning: string;
  /** Returns the value or throws a plain Error whose message is ignored (the refusal names `allowed`). */
  parse: (raw: string) => T;
  /** Never echoed back in an error line nor written to `.env.example`. */
  secret?: boolean;
  /** Section heading in `.env.example`. */
  group: string;
}

export class Refused extends Error {}
export const refuse = (): never => {
  throw new Refused();
};

export const code = (v: string | number) => `\`${v}\``;

export function int(group: string, fallback: number, min: number, max: number, meaning: string): Setting<number> {
  return {
    group,
    allowed: `an integer from ${min} to ${max}`,
    fallback,
    defaultText: code(fallback),
    meaning,
    parse: (raw) => {
      if (!/^-?\d+$/.test(raw)) return refuse();
      const n = Number(raw);
      return n >= min && n <= max ? n : refuse();
    },
  };
}

export function num(group: string, fallback: number, min: number, max: number, meaning: string): Setting<number> {
  return {
    group,
    allowed: `a number from ${min} to ${max}`,
    fallback,
    defaultText: code(fallback),
    meaning,
    parse: (raw) => {
      if (!/^-?(\d+\.?\d*|\.\d+)$/.test(raw)) return refuse();
      const n = Number(raw);
      return n >= min && n <= max ? n : refuse();
    },
  };
}

export function bool(group: string, fallback: boolean, meaning: string): Setting<boolean> {
  return {
    group,
    allowed: '`true` or `false`',
    fallback,
    defaultText: code(String(fallback)),
    meaning,
    parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : refuse()),
  };
}

export function oneOf<T extends string>(group: string, values: readonly T[], fallback: T, meaning: string): Setting<T> {
  return {
    group,
    allowed: `one of ${values.map((v) => code(v)).join(', ')}`,
    fallback,
    defaultText: code(fallback),
    meaning,
    parse: (raw) => (values.includes(raw as T) ? (raw as T) : refuse()),
  };
}

interface TextOptions<T> {
  max?: number;
  /** Extra rule on the trimmed value. */
  test?: (v: string) => boolean;
  allowed?: string;
  secret?: boolean;
  defaultText?: string;
  fallback: T;
}

export function text<T extends string | undefined>(group: string, opts: TextOptions<T>, meaning: string): Setting<string | T> {
  const max = opts.max ?? 500;
  return {
    group,
    allowed: opts.allowed ?? `text up to ${max} characters`,
    fallback: opts.fallback,
    defaultText: opts.defaultText ?? (opts.fallback === undefined ? '—' : code(opts.fallback)),
    meaning,
    secret: opts.secret,
    parse: (raw) => (raw.length <= max && (!opts.test || opts.test(raw)) ? raw : refuse()),
  };
}

export function isUrl(v: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(v).protocol);
  } catch {
    return false;
  }
}

export function url<T extends string | undefined>(group: string, protocols: readonly string[], fallback: T, meaning: string, defaultText?: string): Setting<string | T> {
  return text(
    group,
    { fallback, defaultText, max: 2000, allowed: `an absolute ${protocols.map((p) => p.replace(':', '')).join('/')} URL`, test: (v) => isUrl(v, protocols) },
    meaning,
  );
}

/** A same-site path (/…, not //…) or an https:// URL. */
export const sitePathOrHttps = (v: string) => (v.startsWith('/') && !v.startsWith('//')) || isUrl(v, ['https:']);

/** TRUST_PROXY as Express reads it. */
export function trustProxy(raw: string): string | number | boolean {
  if (raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return /^[A-Za-z0-9.:/,\s-]+$/.test(raw) ? raw : refuse();
}

export function hoursRange(v: string): boolean {
  const m = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/.exec(v);
  if (!m) return false;
  const open = Number(m[1]) * 60 + Number(m[2]);
  const close = Number(m[3]) * 60 + Number(m[4]);
  return Number(m[2]) <= 59 && Number(m[4]) <= 59 && open < close && close <= 24 * 60;
}

export function timeZone(v: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: v });
    return true;
  } catch {
    return false;
  }
}
