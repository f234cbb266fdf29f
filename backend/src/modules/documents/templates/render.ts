import { amountUk, childrenUk, legalDateUk, numberToWordsUk, type CaseCurrency } from '@law/contracts';
import type { Block, FactValue, TemplateFacts } from './template-format';

/** The interpreter of the template format (template-format.ts): expressions, filters and conditional parts. */

type Filter = (value: Exclude<FactValue, null>, arg: string) => string | null;

const isMoney = (v: unknown): v is { value: number; currency: CaseCurrency } => typeof v === 'object' && v !== null && 'value' in v;

/** Grammar helpers a template can apply: {{key|filter}} or {{key|filter:arg}}. */
export const FILTERS: Record<string, Filter> = {
  /** 'YYYY-MM-DD' → '12 березня 2024 року'. */
  date: (v) => (typeof v === 'string' ? legalDateUk(v) : null),
  /** {value,currency} or a number (hryvnias) → '5 000,00 грн (п’ять тисяч гривень 00 копійок)'. */
  money: (v) => (isMoney(v) ? amountUk(v.value, v.currency) : typeof v === 'number' ? amountUk(v) : null),
  /** A count of children: children:gen → 'двох дітей', children:nom → 'двоє дітей'. */
  children: (v, arg) => (typeof v === 'number' && v > 0 ? childrenUk(v, arg === 'nom' ? 'nom' : 'gen') : null),
  /** A number in words and digits: 'три (3)'; words:f for feminine nouns. */
  words: (v, arg) => (typeof v === 'number' ? `${numberToWordsUk(v, arg === 'f' ? 'f' : 'm')} (${v})` : null),
  /** A remark in brackets after a present value: {{when.text|note:за поясненнями заявника — ?}} → ' (за поясненнями заявника — два роки тому)'. */
  note: (v, arg) => ` (${arg}${String(v)})`,
  upper: (v) => String(v).toLocaleUpperCase('uk-UA'),
  /** Text before a present value: {{city|prefix:, м. ?}} → ', м. Бровари' or nothing. */
  prefix: (v, arg) => `${arg}${String(v)}`,
  /** The child share of СК ст. 183 ч. 3 (and ЦПК ст. 161 п. 4): 1 → 'однієї чверті (1/4)', 2 → 'однієї третини (1/3)', 3+ → 'половини (1/2)'. */
  alimony_share: (v) => (typeof v === 'number' && v > 0 ? (v === 1 ? 'однієї чверті (1/4)' : v === 2 ? 'однієї третини (1/3)' : 'половини (1/2)') : null),
};

function present(v: FactValue | undefined): v is Exclude<FactValue, null> {
  return v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '');
}

/** One {{…}} expression: the value through its filters, or the placeholder '[label]' ('' for an empty '?'). */
export function evaluate(expression: string, facts: TemplateFacts): string {
  const q = expression.indexOf('?');
  const body = q >= 0 ? expression.slice(0, q) : expression;
  const placeholder = q >= 0 ? expression.slice(q + 1) : undefined;
  const [rawKey, ...filters] = body.split('|');
  const key = rawKey.trim();
  let value: FactValue | string | undefined = facts.values[key];
  if (present(value)) {
    for (const f of filters) {
      const colon = f.indexOf(':');
      const name = (colon >= 0 ? f.slice(0, colon) : f).trim();
      const fn = FILTERS[name];
      if (!fn) throw new Error(`unknown template filter "${name}"`);
      value = present(value) ? fn(value, colon >= 0 ? f.slice(colon + 1) : '') : null;
    }
  }
  if (present(value)) return isMoney(value) ? amountUk(value.value, value.currency) : String(value);
  const label = placeholder ?? facts.labels[key];
  if (label === undefined) throw new Error(`template field "${key}" has neither a value nor a placeholder label`);
  return label === '' ? '' : `[${label}]`;
}

/**
 * Replaces every {{expression}} of a template line; an expression may hold others ({{a|note:за поясненнями {{b}} — ?}}).
 * Inserted values are never scanned again, so a fact that contains braces stays text.
 */
export function interpolate(line: string, facts: TemplateFacts): string {
  let out = '';
  let i = 0;
  for (let open = line.indexOf('{{'); open >= 0; open = line.indexOf('{{', i)) {
    out += line.slice(i, open);
    let depth = 0;
    let close = -1;
    for (let j = open; j < line.length - 1; j++) {
      if (line.startsWith('{{', j)) {
        depth++;
        j++;
      } else if (line.startsWith('}}', j)) {
        depth--;
        if (depth === 0) {
          close = j;
          break;
        }
        j++;
      }
    }
    if (close < 0) throw new Error(`unclosed template expression in "${line}"`);
    out += evaluate(interpolate(line.slice(open + 2, close), facts), facts);
    i = close + 2;
  }
  return out + line.slice(i);
}

/** 'key', '!key', 'key>N', 'key=N' (numbers compared as numbers, anything else as text). */
export function holds(condition: string, facts: TemplateFacts): boolean {
  const c = condition.trim();
  if (c.startsWith('!')) return !present(facts.values[c.slice(1).trim()]);
  const m = /^([\w.]+)\s*([>=<])\s*(.+)$/.exec(c);
  if (!m) return present(facts.values[c]);
  const v = facts.values[m[1]];
  if (!present(v)) return false;
  if (m[2] === '=') return String(v) === m[3].trim();
  const n = Number(v);
  const bound = Number(m[3]);
  return m[2] === '>' ? n > bound : n < bound;
}

/** The lines of a list of blocks, conditional parts resolved. */
export function renderBlocks(blocks: readonly Block[], facts: TemplateFacts): string[] {
  const out: string[] = [];
  for (const b of blocks) {
    if (typeof b === 'string') out.push(interpolate(b, facts));
    else out.push(...renderBlocks(holds(b.if, facts) ? b.then : (b.else ?? []), facts));
  }
  return out;
}

/** Keys every {{expression}} and condition of the blocks reads (for the templates' self-checks). */
export function keysOf(blocks: readonly Block[]): string[] {
  const keys = new Set<string>();
  const walk = (bs: readonly Block[]) => {
    for (const b of bs) {
      if (typeof b === 'string') for (const m of b.matchAll(/\{\{([^}|?]+)/g)) keys.add(m[1].trim());
      else {
        keys.add(b.if.replace(/^!/, '').split(/[>=<]/)[0].trim());
        walk(b.then);
        walk(b.else ?? []);
      }
    }
  };
  walk(blocks);
  return [...keys];
}
