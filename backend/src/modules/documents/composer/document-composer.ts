import { DOCUMENT_MESSAGES } from '@law/contracts';
import { normalizeForSearch } from '../sources/source-finder';
import { AREA_TEMPLATES, GENERAL_TEMPLATE, type AreaTemplate } from './area-templates';
import { findArticleCitations } from './article-citations';

export interface ComposerSource {
  title: string;
  url: string;
  /** The text read from the source; null when it was not read or failed. */
  content: string | null;
}

export interface ComposerInput {
  documentName: string | null;
  user: { name: string; phone: string; city: string | null };
  delivery: { city: string; warehouse: string; recipient_name: string } | null;
  userMessages: readonly string[];
  comment: string | null;
  sources: readonly ComposerSource[];
  filesCount: number;
  date: Date;
}

const kyivDate = new Intl.DateTimeFormat('uk-UA', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Kyiv' });

function pickTemplate(input: ComposerInput): AreaTemplate {
  const name = normalizeForSearch(input.documentName ?? '');
  const rest = normalizeForSearch([input.comment ?? '', ...input.userMessages].join('\n'));
  let best: { t: AreaTemplate; score: number } = { t: GENERAL_TEMPLATE, score: 0 };
  for (const t of AREA_TEMPLATES) {
    let score = 0;
    for (const k of t.keywords) {
      if (name.includes(k)) score += 5;
      score += Math.min(3, rest.split(k).length - 1);
    }
    if (score > best.score) best = { t, score };
  }
  return best.t;
}

type Kind = 'lawsuit' | 'complaint' | 'claim' | 'request' | 'statement';

function documentKind(name: string): Kind {
  const n = name.toLowerCase();
  if (/позов/.test(n)) return 'lawsuit';
  if (/скарг/.test(n)) return 'complaint';
  if (/претензі/.test(n)) return 'claim';
  if (/запит|клопотан/.test(n)) return 'request';
  return 'statement';
}

/** 'Позовна заява про стягнення аліментів' -> ['ПОЗОВНА ЗАЯВА', 'про стягнення аліментів']. */
export function splitTitle(name: string): [string, string | null] {
  const clean = name.replace(/\s+/g, ' ').trim().replace(/[.]+$/, '');
  const m = /^(.*?)\s+((?:про|щодо|на|у зв'язку з)\s.+)$/iu.exec(clean);
  if (m && m[1].length >= 4) return [m[1].toUpperCase(), m[2]];
  return [clean.toUpperCase(), null];
}

function sentence(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!t) return t;
  const first = t[0].toUpperCase() + t.slice(1);
  return /[.!?…]$/.test(first) ? first : `${first}.`;
}

const GREETING = /^(?:добр(?:ий|ого|ої)\s+(?:день|дня|ранок|ранку|вечір|вечора)|привіт|вітаю|здрастуйте|доброго здоров'я)[!,.\s]*/iu;

/** The client's own words worth stating as facts: no greetings, no one-word answers, no repeats. */
export function factsFromMessages(messages: readonly string[], max = 12): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const m of messages) {
    const t = m
      .replace(/\s+/g, ' ')
      .trim()
      .replace(GREETING, '');
    if (t.length < 15 || /^(добр(ий|ого)|привіт|вітаю|дякую|так|ні)\b[^.?!]{0,25}$/iu.test(t)) continue;
    const key = t.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(sentence(t));
    if (out.length >= max) break;
  }
  return out;
}

function addressee(kind: Kind, template: AreaTemplate, city: string | null): string {
  const where = city ? ` (м. ${city.replace(/^м\.\s*/u, '')})` : '';
  if (kind === 'lawsuit') {
    return template.court === 'administrative' ? `До ____________________ окружного адміністративного суду${where}` : `До ____________________ районного суду${where}`;
  }
  if (template.area === 'кримінальне') return `До ____________________ відділу (управління) поліції${where}`;
  if (template.area === 'виконавче провадження' && kind === 'complaint') return `До ____________________ районного суду${where}`;
  return `До ${template.respondent.replace(/^_+\s*/, '____________________ ')}`;
}

function partyLabels(kind: Kind): [string, string] {
  switch (kind) {
    case 'lawsuit':
      return ['Позивач', 'Відповідач'];
    case 'complaint':
      return ['Скаржник', 'Суб\'єкт оскарження'];
    case 'claim':
      return ['Споживач (заявник)', 'Кому'];
    default:
      return ['Заявник', 'Адресат'];
  }
}

/** A structured Ukrainian legal document from the order's data: '#'-headings and '**bold**' lines as the .docx rules expect. */
export function composeDocument(input: ComposerInput): string {
  const name = input.documentName?.trim() || 'Заява';
  const kind = documentKind(name);
  const template = pickTemplate(input);
  const [title, subtitle] = splitTitle(name);
  const [applicantLabel, respondentLabel] = partyLabels(kind);
  const city = input.delivery?.city || input.user.city;
  const facts = factsFromMessages(input.userMessages);
  const story = [input.documentName ?? '', input.comment ?? '', ...input.userMessages].join('\n');
  const lines: string[] = [];

  lines.push(`**${addressee(kind, template, city)}**`, '');
  lines.push(`**${applicantLabel}:**`, input.user.name);
  lines.push(`Телефон: ${input.user.phone}`);
  if (input.delivery) lines.push(`Адреса для листування: ${input.delivery.city}, ${input.delivery.warehouse} (отримувач: ${input.delivery.recipient_name})`);
  else lines.push('Адреса: ____________________');
  lines.push('');
  lines.push(`**${respondentLabel}:**`, kind === 'lawsuit' || kind === 'complaint' ? template.respondent : template.respondent.replace(/^_+\s*\(/, '____________________ ('));
  lines.push('');
  lines.push(`# ${title}`);
  if (subtitle) lines.push(`### ${subtitle}`);
  lines.push('');

  lines.push('## Обставини справи');
  if (facts.length) {
    lines.push(`${applicantLabel === 'Позивач' ? 'Позивач' : 'Заявник'} повідомляє про такі обставини:`);
    facts.forEach((f, i) => lines.push(`${i + 1}. ${f}`));
  } else {
    lines.push('Обставини справи викладаються за матеріалами, наданими заявником.');
  }
  if (input.comment?.trim()) {
    lines.push('', 'Додатково встановлено під час консультації:');
    for (const l of input.comment.split('\n').map((s) => s.trim()).filter(Boolean)) lines.push(sentence(l));
  }
  lines.push('');

  lines.push('## Правове обґрунтування');
  if (input.sources.length === 0) {
    lines.push('Правові підстави вимог визначаються чинним законодавством України.');
  }
  if (input.sources.length) lines.push(`Вимоги ${kind === 'lawsuit' ? 'позивача' : 'заявника'} ґрунтуються на таких нормах законодавства України:`);
  for (const s of input.sources) {
    const citations = s.content && !s.content.startsWith(DOCUMENT_MESSAGES.sourceFailed) ? findArticleCitations(s.content, story) : [];
    const articles = citations.map((c) => (c.heading ? `ст. ${c.number} «${c.heading.replace(/[.;]+$/, '')}»` : `ст. ${c.number}`)).join('; ');
    lines.push(`– ${s.title}${articles ? `: ${articles}` : ''} (${s.url});`);
  }
  lines.push(
    'Статтею 55 Конституції України кожному гарантовано право на захист його прав і свобод, а також право оскаржити рішення, дії чи бездіяльність органів державної влади, органів місцевого самоврядування, посадових і службових осіб.',
  );
  lines.push('');

  lines.push('## Прохальна частина');
  lines.push(`**${kind === 'lawsuit' || kind === 'complaint' ? 'ПРОШУ:' : 'На підставі викладеного ПРОШУ:'}**`);
  template.requests.forEach((r, i) => lines.push(`${i + 1}. ${r}`));
  lines.push('');

  lines.push('## Додатки');
  const attachments = [
    kind === 'lawsuit' ? 'Копія позовної заяви з додатками для відповідача.' : null,
    'Копія паспорта громадянина України та РНОКПП заявника.',
    kind === 'lawsuit' ? 'Документ про сплату судового збору (або підстави для звільнення від його сплати).' : null,
    input.filesCount > 0 ? `Документи, надані заявником (${input.filesCount} файл(ів)).` : 'Документи, що підтверджують викладені обставини.',
  ].filter((a): a is string => a !== null);
  attachments.forEach((a, i) => lines.push(`${i + 1}. ${a}`));
  lines.push('');

  lines.push(`Дата: ${kyivDate.format(input.date)}`);
  lines.push(`Підпис: ____________________ / ${initials(input.user.name)}`);
  return lines.join('\n');
}

/** 'Іваненко Іван Петрович' -> 'Іваненко І. П.' */
export function initials(fullName: string): string {
  const [last, ...rest] = fullName.trim().split(/\s+/);
  if (!last) return '____________________';
  return [last, ...rest.map((p) => `${p[0].toUpperCase()}.`)].join(' ');
}
