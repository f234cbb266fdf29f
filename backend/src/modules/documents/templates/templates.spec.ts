import { describe, expect, it } from '@jest/globals';
import { emptyCaseCard, type CaseCard } from '@law/contracts';
import { GENERAL_AREA, LEGAL_AREAS } from '../../chat/assistant/legal-catalogue';
import { ACTS } from './acts';
import { DOCUMENT_TEMPLATES, findTemplate, GENERAL_TEMPLATE } from './catalogue';
import { composeDraft, type DraftInput } from './compose';
import { buildFacts } from './facts';
import { keysOf } from './render';

/** Titles the assistant names: the catalogue's, and the two the intake is adding. */
const TITLES = [
  ...LEGAL_AREAS.flatMap((a) => a.documents.map((d) => d.title)),
  'Позовна заява про відшкодування шкоди, завданої затопленням квартири',
  'Заява про видачу судового наказу про стягнення аліментів',
];

const FULL_CARD: CaseCard = {
  ...emptyCaseCard(),
  area: 'family',
  city: 'Бровари',
  region: 'Київська область',
  when: { text: 'з березня 2024 року', from: '2024-03-01', to: null },
  parties: (['former_spouse', 'employer', 'neighbour', 'landlord', 'seller', 'contractor', 'bank', 'debtor', 'state_body', 'police', 'enforcement_officer', 'military_unit', 'relative', 'other'] as const).map(
    (role) => ({ role, label: 'інша сторона', name: 'ТОВ «Сторона-Тест»' }),
  ),
  facts: { children_count: 3, amounts: [{ value: 48500, currency: 'UAH', label: 'борг' }], deadlines: [] },
  questions: ['КЛІЄНТСЬКЕ-ПИТАННЯ: що мені робити?'],
  summary: 'ПІДСУМОК-АСИСТЕНТА',
  outcome: 'МЕТА-КЛІЄНТА',
};

function input(title: string, card: CaseCard | null, name = 'Петренко Оксана Іванівна'): DraftInput {
  return {
    documentTitle: title,
    card,
    user: { name, phone: '+380501234567', city: null },
    delivery: null,
    filesCount: 0,
    sources: [{ title: 'Цивільний кодекс України', url: 'https://zakon.rada.gov.ua/laws/show/435-15', content: 'Стаття 1166. Загальні підстави відповідальності' }],
    date: new Date('2026-11-23T10:00:00Z'),
  };
}

describe('document templates: the catalogue', () => {
  it('has a template of its own for every document the assistant can name', () => {
    const missing = TITLES.filter((t) => findTemplate(t) === GENERAL_TEMPLATE);
    expect(missing).toEqual([]);
    expect(findTemplate(GENERAL_AREA.documents[0].title)).toBe(GENERAL_TEMPLATE);
  });

  it('matches titles regardless of case, apostrophes, quotes and spacing; an unknown title gets the generic statement', () => {
    expect(findTemplate('  позовна   заява про СТЯГНЕННЯ аліментів. ').id).toBe('family.alimony-claim');
    expect(findTemplate("Клопотання про закриття провадження щодо керування у стані сп'яніння").id).toBe('administrative.drunk-driving-motion');
    expect(findTemplate('Довіреність на представництво').id).toBe('general.statement');
    expect(findTemplate(null).id).toBe('general.statement');
  });

  it('gives every template a unique id and only acts the registry knows', () => {
    expect(new Set(DOCUMENT_TEMPLATES.map((t) => t.id)).size).toBe(DOCUMENT_TEMPLATES.length);
    for (const t of DOCUMENT_TEMPLATES) for (const g of t.grounds) expect(Object.keys(ACTS)).toContain(g.act);
  });
});

const families = [...new Set(DOCUMENT_TEMPLATES.map((t) => t.area))];

describe.each(families)('document templates: family %s', (area) => {
  const templates = DOCUMENT_TEMPLATES.filter((t) => t.area === area);

  it.each(templates.map((t) => [t.id, t] as const))('%s reads only known facts and declares what it needs', (_id, t) => {
    const facts = buildFacts(t, input(t.titles[0], null));
    const known = new Set([...Object.keys(facts.values), ...Object.keys(facts.labels), 'other_side', 'respondent.role', 'applicant.role_ins', 'applicant.role_gen']);
    const used = keysOf([...t.circumstances, ...t.reasoning, ...t.requests, ...(t.closing ?? []), ...t.attachments, ...(t.addressee ?? []), t.subject, t.heading ?? '']);
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    expect(t.needs.filter((k) => !known.has(k))).toEqual([]);
    expect(t.needs).toContain('applicant.name');
  });

  it.each(templates.map((t) => [t.id, t] as const))('%s without a card: placeholders for every missing fact, nothing invented', (_id, t) => {
    const { text } = composeDraft(input(t.titles[0], null, 'Оксана'));
    expect(text).not.toMatch(/undefined|null|NaN|\[object/);
    expect(text).toMatch(/\[прізвище, ім’я, по батькові (заявника|позивача)\]/);
    expect(text).not.toContain('Оксана');
    expect(text).toContain('+380501234567');
    if (t.respondent && t.needs.includes('respondent.name')) expect(text).toContain(`[${t.respondent.placeholder}]`);
    if (t.needs.includes('amount')) expect(text).toMatch(/\[(сума|ціна|розмір|вартість|нормативна)[^\]]*\]/);
    expect(text).toMatch(/^# .+$/m);
    expect(text).toContain('## Правове обґрунтування');
    expect(text).toMatch(/^\*\*.*(ПРОШУ|ВИМАГАЮ).*\*\*$/m);
    expect(text).toContain('## Додатки');
    expect(text).toMatch(/\nДата: 23 листопада 2026 року\nПідпис: ____________ \[ім’я та ПРІЗВИЩЕ\]$/);
  });

  it.each(templates.map((t) => [t.id, t] as const))('%s with a full card: the needed facts are filled, the client’s questions and summary stay out', (_id, t) => {
    const { text } = composeDraft(input(t.titles[0], FULL_CARD));
    expect(text).toContain('Петренко Оксана Іванівна');
    expect(text).toContain('Оксана ПЕТРЕНКО');
    if (t.respondent && t.needs.includes('respondent.name')) expect(text).toContain('ТОВ «Сторона-Тест»');
    if (t.needs.includes('amount')) expect(text).toContain('48\u00a0500,00 грн (сорок вісім тисяч п’ятсот гривень 00 копійок)');
    if (t.needs.includes('when.date')) expect(text).toContain('1 березня 2024 року');
    if (t.needs.includes('children_count')) expect(text).toMatch(/трьох дітей|троє дітей/);
    for (const leak of ['КЛІЄНТСЬКЕ-ПИТАННЯ', 'ПІДСУМОК-АСИСТЕНТА', 'МЕТА-КЛІЄНТА']) expect(text).not.toContain(leak);
  });
});

describe('document templates: requests fit the kind of document', () => {
  const text = (title: string) => composeDraft(input(title, { ...FULL_CARD, facts: { ...FULL_CARD.facts, children_count: 2 } })).text;
  it('a court-order application asks to issue a court order, not to accept a claim', () => {
    const t = text('Заява про видачу судового наказу про стягнення аліментів');
    expect(t).toContain('1. Видати судовий наказ про стягнення з боржника на користь заявника аліментів на утримання двох дітей у розмірі однієї третини (1/3)');
    expect(t).not.toMatch(/Прийняти позовну заяву|Задовольнити позовні вимоги/);
    expect(t).toContain('**Боржник:** ТОВ «Сторона-Тест»');
  });
  it('a claim letter goes to the seller and demands; a complaint goes to a body', () => {
    expect(text('Претензія продавцю про повернення коштів за неякісний товар')).toMatch(/^\*\*Кому: ТОВ «Сторона-Тест»\*\*\n[\s\S]*\*\*На підставі викладеного ВИМАГАЮ:\*\*/);
    expect(text('Скарга до Держпраці на порушення трудових прав')).toMatch(/^\*\*До \[найменування територіального органу Державної служби України з питань праці\]\*\*/);
  });
  it('an administrative claim names the oblast’s district administrative court', () => {
    expect(text('Позовна заява про оскарження відмови Пенсійного фонду')).toMatch(/^\*\*До Київського окружного адміністративного суду\*\*/);
  });
  it('a generic title keeps the typed title as the heading, everything else a placeholder', () => {
    const t = text('Заява про видачу дубліката');
    expect(t).toContain('# ЗАЯВА ПРО ВИДАЧУ ДУБЛІКАТА');
    expect(t).toContain('[Обставини справи: що сталося');
  });
});
