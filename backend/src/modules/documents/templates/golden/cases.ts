import { emptyCaseCard, type CaseCard } from '@law/contracts';
import type { DraftInput } from '../compose';

/** Fixed finished consultations (case card + the order's read sources) whose drafts golden.spec.ts compares word for word. */
const RADA = 'https://zakon.rada.gov.ua/laws/show/';
const DATE = new Date('2026-11-23T10:00:00Z');
const src = (title: string, path: string, content = 'Стаття 1. Текст акта') => ({ title, url: `${RADA}${path}`, content });

function card(over: Partial<CaseCard>): CaseCard {
  return { ...emptyCaseCard(), ...over };
}

export const GOLDEN_CASES: Record<string, DraftInput> = {
  'family-alimony-court-order': {
    documentTitle: 'Заява про видачу судового наказу про стягнення аліментів',
    card: card({
      area: 'family',
      city: 'Бровари',
      region: 'Київська область',
      when: { text: 'з березня 2024 року', from: '2024-03-01', to: null },
      parties: [{ role: 'former_spouse', label: 'колишній чоловік', name: 'Коваленко Андрій Миколайович' }],
      facts: { children_count: 2, amounts: [], deadlines: [] },
      questions: ['Що мені робити?'],
    }),
    user: { name: 'Оксана', phone: '+380671234567', city: null },
    delivery: null,
    filesCount: 0,
    sources: [src('Сімейний кодекс України', '2947-14'), src('Цивільний процесуальний кодекс України', '1618-15'), src('Закон України «Про охорону дитинства»', '2402-14')],
    date: DATE,
  },
  'labour-wage-arrears': {
    documentTitle: 'Позовна заява про стягнення заборгованості із заробітної плати',
    card: card({
      area: 'labour',
      city: 'Львів',
      region: 'Львівська область',
      when: { text: 'три місяці', from: '2026-07-01', to: '2026-09-30' },
      parties: [{ role: 'employer', label: 'роботодавець', name: 'ТОВ «Галбуд-Сервіс»' }],
      facts: { children_count: null, amounts: [{ value: 48500, currency: 'UAH', label: 'заборгованість із зарплати' }], deadlines: [] },
    }),
    user: { name: 'Мельник Тарас Богданович', phone: '+380931112233', city: 'Львів' },
    delivery: null,
    filesCount: 2,
    sources: [src('Кодекс законів про працю України', '322-08'), src('Закон України «Про оплату праці»', '108/95-вр')],
    date: DATE,
  },
  'housing-flood-damage': {
    documentTitle: 'Позовна заява про відшкодування шкоди, завданої затопленням квартири',
    card: card({
      area: 'housing',
      city: 'Київ',
      region: 'м. Київ',
      when: { text: '12 березня 2024 року', from: '2024-03-12', to: '2024-03-12' },
      parties: [{ role: 'neighbour', label: 'сусід зверху', name: null }],
      facts: { children_count: null, amounts: [{ value: 37250.5, currency: 'UAH', label: 'збитки від затоплення' }], deadlines: [] },
    }),
    user: { name: 'Шевчук Ірина Олегівна', phone: '+380501112233', city: 'Київ' },
    delivery: null,
    filesCount: 0,
    sources: [src('Цивільний кодекс України', '435-15'), src('Цивільний процесуальний кодекс України', '1618-15')],
    date: DATE,
  },
  'consumer-faulty-goods': {
    documentTitle: 'Претензія продавцю про повернення коштів за неякісний товар',
    card: card({
      area: 'consumer',
      city: 'Одеса',
      region: 'Одеська область',
      when: { text: '5 вересня 2026 року', from: '2026-09-05', to: '2026-09-05' },
      parties: [{ role: 'seller', label: 'інтернет-магазин', name: 'ТОВ «Техно-Маркет»' }],
      facts: { children_count: null, amounts: [{ value: 12999, currency: 'UAH', label: 'ціна пральної машини' }], deadlines: [] },
    }),
    user: { name: 'Бондар Олексій Сергійович', phone: '+380661234567', city: 'Одеса' },
    delivery: null,
    filesCount: 0,
    sources: [src('Закон України «Про захист прав споживачів»', '1023-12'), src('Цивільний кодекс України', '435-15')],
    date: DATE,
  },
  'military-deferment': {
    documentTitle: 'Заява про надання відстрочки від призову під час мобілізації',
    card: card({ area: 'military', city: 'Полтава', region: 'Полтавська область', facts: { children_count: 3, amounts: [], deadlines: [] } }),
    user: { name: 'Ткаченко Василь Іванович', phone: '+380971234567', city: 'Полтава' },
    delivery: null,
    filesCount: 0,
    sources: [src('Закон України «Про мобілізаційну підготовку та мобілізацію»', '3543-12'), src('Конституція України', '254к/96-вр')],
    date: DATE,
  },
};
