import { DOCUMENT_MESSAGES } from '@law/contracts';
import { actOfTitle } from './acts';
import { buildFacts, type DraftInput } from './facts';

export type { DraftInput };
import { KINDS } from './kinds';
import { interpolate, renderBlocks } from './render';
import { findTemplate, GENERAL_TEMPLATE } from './catalogue';
import type { DocumentTemplate, TemplateFacts } from './template-format';

export interface DraftCitation {
  title: string;
  url: string;
  /** The articles the template names for this act ('ст. 180–183, 191'), null when it names none. */
  articles: string | null;
}

export interface Draft {
  text: string;
  templateId: string;
  citations: DraftCitation[];
}

/** Sections an LLM may write in place of the template's own (plain lines, already checked). */
export interface DraftSections {
  circumstances?: readonly string[];
  reasoning?: readonly string[];
}

/** The order's read sources cited by title, with the template's articles for the acts it names; in panel order. */
export function citationsFor(template: DocumentTemplate, sources: DraftInput['sources']): DraftCitation[] {
  const out: DraftCitation[] = [];
  for (const s of sources) {
    if (!s.content || !s.content.trim() || s.content.startsWith(DOCUMENT_MESSAGES.sourceFailed)) continue;
    const act = actOfTitle(s.title);
    const ground = act ? template.grounds.find((g) => g.act === act) : undefined;
    if (out.some((c) => c.url === s.url)) continue;
    out.push({ title: s.title.trim(), url: s.url, articles: ground?.articles ?? null });
  }
  return out;
}

const numbered = (lines: readonly string[]) => lines.map((l, i) => `${i + 1}. ${l}`);

function party(label: string, lines: string[]): string[] {
  const [first, ...rest] = lines;
  return [`**${label}:** ${first}`, ...rest];
}

/** Lays out a filled template: addressee, parties, title, circumstances, grounds with citations, requests, closing, attachments, date and signature. */
export function renderDraft(template: DocumentTemplate, facts: TemplateFacts, citations: readonly DraftCitation[], sections: DraftSections = {}): string {
  const kind = KINDS[template.kind];
  const claimant = kind.applicantLabel.startsWith('Позивач');
  const f = facts;
  const r = (blocks: Parameters<typeof renderBlocks>[0]) => renderBlocks(blocks, f);
  const out: string[] = [];

  out.push(...r(template.addressee ?? kind.addressee), '');
  const applicant = ['{{applicant.name}}', ...(template.kind === 'pretension' ? [] : ['РНОКПП: {{applicant.rnokpp}}']), 'Адреса: {{applicant.address}}', 'Телефон: {{applicant.phone}}'];
  if (kind.court) applicant.push('Електронна пошта: {{applicant.email}}');
  out.push(...party(kind.applicantLabel, r(applicant)), '');
  if (template.respondent && template.kind !== 'pretension') {
    const codeLine = template.respondent.organisation ? 'Код ЄДРПОУ: {{respondent.code}}' : 'РНОКПП: {{respondent.code}}';
    const address = template.respondent.organisation ? 'Місцезнаходження: {{respondent.address?місцезнаходження}}' : 'Адреса: {{respondent.address?адреса місця проживання (перебування)}}';
    out.push(...party(template.respondent.label ?? kind.respondentLabel, r(['{{respondent.name}}', codeLine, address])), '');
  }
  out.push(`# ${interpolate(template.heading ?? kind.heading, f)}`, `### ${interpolate(template.subject, f)}`, '');

  out.push('## Обставини справи', ...(sections.circumstances?.length ? sections.circumstances : r(template.circumstances)), '');

  out.push('## Правове обґрунтування', ...(sections.reasoning?.length ? sections.reasoning : r(template.reasoning)));
  if (citations.length) {
    out.push(`Нормативно-правові акти, на які посилається ${claimant ? 'позивач' : 'заявник'}:`);
    out.push(...numbered(citations.map((c) => `${c.title}${c.articles ? ` (${c.articles})` : ''}.`)));
  } else {
    out.push('[перелік нормативно-правових актів: додайте та прочитайте джерела до замовлення]');
  }
  out.push('');

  out.push(interpolate(template.requestsIntro ?? kind.requestsIntro, f), ...numbered(r(template.requests)), '');
  // The kind's standard closing lines, each replaced by the template's line on the same matter; the template's extra lines first.
  const own = r(template.closing ?? []);
  const key = (line: string) => line.split(':')[0];
  const standard = r(kind.closing);
  const closing = [...own.filter((o) => !standard.some((l) => key(l) === key(o))), ...standard.map((l) => own.find((o) => key(o) === key(l)) ?? l)];
  if (kind.court && template.feeExemption) closing.push(`${claimant ? 'Позивач' : 'Заявник'} звільнений від сплати судового збору на підставі ${template.feeExemption}.`);
  if (closing.length) out.push(...closing, '');

  const attachments = [...r(kind.attachmentsBefore), ...r(template.attachments)];
  if (template.kind !== 'application') attachments.push(`Копія паспорта громадянина України та РНОКПП ${claimant ? 'позивача' : 'заявника'}.`);
  if (kind.court && !template.feeExemption && !template.noCourtFee) attachments.push('Документ про сплату судового збору.');
  if (f.values.files_count) attachments.push(`Документи, надані ${claimant ? 'позивачем' : 'заявником'} (${f.values.files_count} шт.).`);
  out.push('## Додатки', ...numbered([...new Set(attachments)]), '');

  out.push(`Дата: ${interpolate('{{today}}', f)}`, `Підпис: ____________ ${interpolate('{{applicant.signature}}', f)}`);
  return out.join('\n');
}

/** The draft of the order's document: its template (by title; the generic statement for an unknown one), filled and cited. */
export function composeDraft(input: DraftInput, sections: DraftSections = {}): Draft {
  const template = findTemplate(input.documentTitle ?? input.card?.document ?? null);
  const facts = buildFacts(template, input);
  const title = (input.documentTitle ?? input.card?.document ?? '').replace(/\s+/g, ' ').trim();
  if (template === GENERAL_TEMPLATE && title && !GENERAL_TEMPLATE.titles.includes(title)) facts.values['document.title'] = title;
  const citations = citationsFor(template, input.sources);
  return { text: renderDraft(template, facts, citations, sections), templateId: template.id, citations };
}

