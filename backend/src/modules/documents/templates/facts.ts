import { administrativeCourtGenUk, legalDateUk, personNameUk, type CaseCard } from '@law/contracts';
import { KINDS } from './kinds';
import type { DocumentTemplate, FactValue, TemplateFacts } from './template-format';

/** What a draft is written from: the chat's case card (when the intake filled it) and the order's stored facts. */
export interface DraftInput {
  /** The chat's document (staff may have typed their own). */
  documentTitle: string | null;
  card: CaseCard | null;
  user: { name: string; phone: string; city: string | null };
  /** Delivery data of the order (Nova Poshta city and its oblast). */
  delivery: { city: string; city_area: string | null } | null;
  filesCount: number;
  /** The order's sources in the researcher panel order; content null when not read (or reading failed). */
  sources: readonly { title: string; url: string; content: string | null }[];
  date: Date;
}

/** Labels of the placeholders shown for a missing fact ('[ПІБ відповідача]'). */
const LABELS: Record<string, string> = {
  'applicant.name': 'прізвище, ім’я, по батькові заявника',
  'applicant.signature': 'ім’я та ПРІЗВИЩЕ',
  'applicant.phone': 'номер телефону',
  'applicant.rnokpp': 'РНОКПП заявника',
  'applicant.address': 'адреса зареєстрованого місця проживання заявника',
  'applicant.email': 'адреса електронної пошти, за наявності',
  'respondent.label': 'ким є інша сторона для заявника',
  'respondent.address': 'адреса (місцезнаходження) адресата',
  city: 'населений пункт',
  region: 'область',
  'court.administrative': 'найменування окружного адміністративного суду',
  'when.text': 'коли це сталося',
  'when.date': 'дата',
  'when.period': 'період',
  children_count: 'кількість дітей',
  amount: 'сума, грн',
  'amount.label': 'за що сума',
  'deadline.what': 'строк',
  'deadline.date': 'дата',
  files_count: 'кількість документів',
  today: 'дата',
  'document.title': 'ЗАЯВА',
};

/** 'з 1 липня 2026 року по 30 вересня 2026 року' for a period of several days; null for one day or an unknown end. */
function period(from: string | null | undefined, to: string | null | undefined): string | null {
  if (!from || !to || from === to) return null;
  const a = legalDateUk(from);
  const b = legalDateUk(to);
  return a && b ? `з ${a} по ${b}` : null;
}

const normaliseCity = (c: string | null | undefined) => (c ?? '').replace(/^(м\.|місто)\s*/iu, '').trim() || null;

/** The facts a template reads, each null when unknown — never guessed, never taken from the chat's messages. */
export function buildFacts(template: DocumentTemplate, input: DraftInput): TemplateFacts {
  const card = input.card;
  const name = personNameUk(input.user.name);
  const party = template.respondent ? card?.parties.find((p) => template.respondent!.roles.includes(p.role)) : undefined;
  const city = normaliseCity(card?.city) ?? normaliseCity(input.delivery?.city) ?? normaliseCity(input.user.city);
  const region = card?.region ?? (input.delivery?.city_area ? `${input.delivery.city_area.replace(/\s*(обл\.|область)$/u, '')} область` : null);
  const amount = card?.facts.amounts[0];
  const claimant = KINDS[template.kind].applicantLabel.startsWith('Позивач');
  const deadline = card?.facts.deadlines[0];
  const values: Record<string, FactValue> = {
    'applicant.name': name.full,
    'applicant.signature': name.signature,
    'applicant.phone': input.user.phone?.trim() || null,
    'applicant.rnokpp': null,
    'applicant.address': null,
    'applicant.email': null,
    'respondent.name': party?.name ?? null,
    'respondent.label': party?.label ?? null,
    'respondent.code': null,
    'respondent.address': null,
    city,
    region,
    'court.general': null,
    'court.administrative': administrativeCourtGenUk(region),
    'when.text': card?.when?.text ?? null,
    'when.date': card?.when?.from ?? null,
    'when.period': period(card?.when?.from, card?.when?.to),
    children_count: card?.facts.children_count ?? null,
    amount: amount ? { value: amount.value, currency: amount.currency } : null,
    'amount.label': amount?.label ?? null,
    'deadline.what': deadline?.what ?? null,
    'deadline.date': deadline?.date ?? null,
    files_count: input.filesCount > 0 ? input.filesCount : null,
    today: legalDateUk(input.date),
    'document.title': null,
    // How the document names its sides ('позивачем' / 'заявником', 'Відповідач' / 'Боржник').
    other_side: template.kind === 'court_order' ? 'боржника' : 'інших учасників справи',
    'respondent.role': template.respondent?.label ?? KINDS[template.kind].respondentLabel,
    'applicant.role_ins': claimant ? 'позивачем' : 'заявником',
    'applicant.role_gen': claimant ? 'позивача' : 'заявника',
  };
  const who = claimant ? 'позивача' : 'заявника';
  const labels: Record<string, string> = {
    ...LABELS,
    'applicant.name': `прізвище, ім’я, по батькові ${who}`,
    'applicant.rnokpp': `РНОКПП ${who}`,
    'applicant.address': `адреса зареєстрованого місця проживання ${who}`,
    'respondent.name': template.respondent?.placeholder ?? 'найменування адресата',
    'respondent.code': template.respondent?.organisation ? 'код ЄДРПОУ' : 'РНОКПП, за наявності',
    'court.general': `найменування районного (міськрайонного) суду${city ? `, ${/^[А-ЯІЇЄҐ]/u.test(city) ? 'м. ' : ''}${city}` : ''}`,
  };
  return { values, labels };
}
