import type { Block, DocumentKind } from './template-format';

/** What every document of a kind shares under Ukrainian procedure (templates override the addressee and labels). */
export interface KindDefaults {
  heading: string;
  addressee: readonly Block[];
  applicantLabel: string;
  respondentLabel: string;
  requestsIntro: string;
  /** A court document: e-mail line, court fee, copies for the other side. */
  court: boolean;
  closing: readonly Block[];
  /** Standard attachments before the template's own. */
  attachmentsBefore: readonly Block[];
}

const CLAIM_CLOSING: readonly Block[] = [
  'Заходи досудового врегулювання спору: [зазначте, чи вживалися].',
  'Попередній (орієнтовний) розрахунок судових витрат: [судовий збір, витрати на професійну правничу допомогу].',
  'Підтверджую, що мною не подано іншого позову (заяви) до цього ж відповідача з тим самим предметом та з тих самих підстав.',
  'Оригінали письмових доказів, копії яких додано до заяви, знаходяться у позивача.',
];

const COURT_PARTY_COPIES = 'Копія заяви з додатками для {{other_side}}.';

export const KINDS: Record<DocumentKind, KindDefaults> = {
  claim: {
    heading: 'ПОЗОВНА ЗАЯВА',
    addressee: ['**До {{court.general}}**'],
    applicantLabel: 'Позивач',
    respondentLabel: 'Відповідач',
    requestsIntro: '**ПРОШУ:**',
    court: true,
    closing: CLAIM_CLOSING,
    attachmentsBefore: ['Копія позовної заяви з додатками для відповідача.'],
  },
  admin_claim: {
    heading: 'АДМІНІСТРАТИВНИЙ ПОЗОВ',
    addressee: ['**До {{court.administrative}}**'],
    applicantLabel: 'Позивач',
    respondentLabel: 'Відповідач',
    requestsIntro: '**ПРОШУ:**',
    court: true,
    closing: [
      'Заходи досудового врегулювання спору: [зазначте, чи вживалися].',
      'Попередній (орієнтовний) розрахунок судових витрат: [судовий збір, витрати на професійну правничу допомогу].',
      'Підтверджую, що мною не подано іншого позову до цього ж відповідача з тим самим предметом та з тих самих підстав.',
    ],
    attachmentsBefore: ['Копія позовної заяви з додатками для відповідача.'],
  },
  court_order: {
    heading: 'ЗАЯВА',
    addressee: ['**До {{court.general}}**'],
    applicantLabel: 'Заявник (стягувач)',
    respondentLabel: 'Боржник',
    requestsIntro: '**ПРОШУ:**',
    court: true,
    closing: ['Підтверджую, що мною не подано іншої заяви до цього ж боржника з тими самими вимогами.'],
    attachmentsBefore: [COURT_PARTY_COPIES],
  },
  court_application: {
    heading: 'ЗАЯВА',
    addressee: ['**До {{court.general}}**'],
    applicantLabel: 'Заявник',
    respondentLabel: 'Заінтересована особа',
    requestsIntro: '**ПРОШУ:**',
    court: true,
    closing: [],
    attachmentsBefore: [COURT_PARTY_COPIES],
  },
  appeal: {
    heading: 'АПЕЛЯЦІЙНА СКАРГА',
    addressee: ['**До [найменування апеляційного суду]**', 'через [найменування суду першої інстанції]', 'Справа № [номер справи]'],
    applicantLabel: 'Особа, яка подає скаргу',
    respondentLabel: 'Інший учасник справи',
    requestsIntro: '**ПРОШУ:**',
    court: true,
    closing: ['Рішення суду першої інстанції отримано [дата отримання повного тексту рішення]; строк на апеляційне оскарження не пропущено.'],
    attachmentsBefore: ['Копії апеляційної скарги та доданих до неї матеріалів відповідно до кількості учасників справи.'],
  },
  cassation: {
    heading: 'КАСАЦІЙНА СКАРГА',
    addressee: ['**До Верховного Суду**', 'Справа № [номер справи]'],
    applicantLabel: 'Особа, яка подає скаргу',
    respondentLabel: 'Інший учасник справи',
    requestsIntro: '**ПРОШУ:**',
    court: true,
    closing: ['Повний текст постанови суду апеляційної інстанції отримано [дата]; строк на касаційне оскарження не пропущено.'],
    attachmentsBefore: ['Копії касаційної скарги відповідно до кількості учасників справи.'],
  },
  response: {
    heading: 'ВІДЗИВ НА ПОЗОВНУ ЗАЯВУ',
    addressee: ['**До {{court.general}}**', 'Справа № [номер справи]'],
    applicantLabel: 'Відповідач',
    respondentLabel: 'Позивач',
    requestsIntro: '**ПРОШУ:**',
    court: true,
    closing: ['Підтверджую, що докази, які подаються разом із відзивом, надіслано позивачу.'],
    attachmentsBefore: ['Докази надсилання копії відзиву з додатками позивачу.'],
  },
  complaint: {
    heading: 'СКАРГА',
    addressee: ['**До [найменування органу, до якого подається скарга]**'],
    applicantLabel: 'Скаржник',
    respondentLabel: 'Особа, дії (рішення) якої оскаржуються',
    requestsIntro: '**ПРОШУ:**',
    court: false,
    closing: ['Відповідь прошу надати у строк, встановлений статтею 20 Закону України «Про звернення громадян», на адресу або телефон, зазначені вище.'],
    attachmentsBefore: [],
  },
  pretension: {
    heading: 'ПРЕТЕНЗІЯ',
    addressee: ['**Кому: {{respondent.name}}**', 'Адреса: {{respondent.address}}'],
    applicantLabel: 'Від кого',
    respondentLabel: 'Кому',
    requestsIntro: '**На підставі викладеного ВИМАГАЮ:**',
    court: false,
    closing: [
      'Відповідь на претензію прошу надати у письмовій формі у строк [строк відповіді, дні] з дня її отримання.',
      'У разі невиконання вимог я буду змушений(-а) звернутися до суду за захистом своїх прав, а також стягнути судові витрати.',
    ],
    attachmentsBefore: [],
  },
  application: {
    heading: 'ЗАЯВА',
    addressee: ['**До [найменування органу або посадової особи]**'],
    applicantLabel: 'Заявник',
    respondentLabel: 'Адресат',
    requestsIntro: '**ПРОШУ:**',
    court: false,
    closing: [],
    attachmentsBefore: ['Копія паспорта громадянина України та РНОКПП заявника.'],
  },
  motion: {
    heading: 'КЛОПОТАННЯ',
    addressee: ['**До [найменування органу або суду]**'],
    applicantLabel: 'Заявник',
    respondentLabel: 'Адресат',
    requestsIntro: '**ПРОШУ:**',
    court: false,
    closing: [],
    attachmentsBefore: [],
  },
  report: {
    heading: 'РАПОРТ',
    addressee: ['**Командиру військової частини [номер військової частини]**', '[військове звання, прізвище та ініціали командира]'],
    applicantLabel: 'Від',
    respondentLabel: 'Адресат',
    requestsIntro: '**ПРОШУ:**',
    court: false,
    closing: [],
    attachmentsBefore: [],
  },
  crime_report: {
    heading: 'ЗАЯВА',
    addressee: ['**Начальнику [найменування органу Національної поліції]{{city|prefix:, м. ?}}**'],
    applicantLabel: 'Заявник',
    respondentLabel: 'Особа, яка вчинила правопорушення',
    requestsIntro: '**ПРОШУ:**',
    court: false,
    closing: ['Про кримінальну відповідальність за завідомо неправдиве повідомлення про вчинення кримінального правопорушення за статтею 383 Кримінального кодексу України попереджений(-а).'],
    attachmentsBefore: [],
  },
};
