import { describe, expect, it } from '@jest/globals';
import { classify, classifyConversation } from './classifier';
import { LEGAL_AREAS } from './legal-catalogue';
import { hasKeyword, words } from './text-match';

describe('the family area in plain words', () => {
  it('reads a child to live with the client after a break-up as the place-of-residence claim', () => {
    const c = classifyConversation({ notes: 'ми з колишнім розійшлись, донці 4 роки. він погрожує що забере її до себе. я хочу шоб суд офіційно визначив що донька живе зі мною', goals: '', latest: '' });
    expect(c.area.id).toBe('family');
    expect(c.document).toBe('Позовна заява про визначення місця проживання дитини');
  });
});

describe('legal catalogue', () => {
  it('has at least 10 areas, each with documents and strong keywords', () => {
    expect(LEGAL_AREAS.length).toBeGreaterThanOrEqual(10);
    for (const a of LEGAL_AREAS) {
      expect(a.documents.length).toBeGreaterThan(0);
      expect(a.strong.length).toBeGreaterThan(0);
    }
    expect(new Set(LEGAL_AREAS.map((a) => a.id)).size).toBe(LEGAL_AREAS.length);
  });

  it('matches stems against word forms and multi-word keywords against consecutive words', () => {
    const w = words('Мені не платять зарплату вже три місяці');
    expect(hasKeyword(w, 'зарплат')).toBe(true);
    expect(hasKeyword(w, 'не плат')).toBe(true);
    expect(hasKeyword(w, 'плат не')).toBe(false);
    expect(hasKeyword(words('Пам’ять'), "пам'ят")).toBe(true);
  });
});

describe('classify', () => {
  const cases: Array<[string, string, string]> = [
    ['Хочу розлучитися з чоловіком, він не погоджується', 'family', 'Позовна заява про розірвання шлюбу'],
    ['Колишній чоловік не платить аліменти на дитину', 'family', 'Позовна заява про стягнення аліментів'],
    ['Мене незаконно звільнили з роботи без попередження', 'labour', 'Позовна заява про поновлення на роботі'],
    ['Роботодавець третій місяць не виплачує заробітну плату', 'labour', 'Позовна заява про стягнення заборгованості із заробітної плати'],
    ['Орендодавець не повертає заставу за квартиру', 'housing', 'Претензія орендодавцю про повернення застави'],
    ['Помер батько, як оформити спадщину на будинок?', 'inheritance', 'Заява про прийняття спадщини'],
    ['Купила в магазині неякісний телефон, продавець відмовляється повертати гроші', 'consumer', 'Претензія продавцю про повернення коштів за неякісний товар'],
    ['Колектори МФО дзвонять і погрожують через кредит', 'debt', 'Скарга на дії колекторів'],
    ['Приватний виконавець заблокував рахунок і списав гроші', 'court', 'Скарга на дії державного (приватного) виконавця'],
    // A refusal is appealed: the clients of the corpus who were refused asked for the complaint.
    ['Мені відмовили у посвідці на тимчасове проживання', 'migration', 'Скарга на рішення міграційної служби'],
    ['Хочу оформити посвідку на тимчасове проживання, я студент з Індії', 'migration', 'Заява про оформлення посвідки на тимчасове проживання'],
    ['Мені потрібна відстрочка від мобілізації, доглядаю маму з інвалідністю', 'military', 'Заява про надання відстрочки від призову під час мобілізації'],
    ['Пенсійний фонд неправильно порахував пенсію, не врахували стаж', 'pensions', 'Заява до Пенсійного фонду про призначення (перерахунок) пенсії'],
    ['Сусід захопив частину моєї земельної ділянки і поставив паркан', 'land', 'Позовна заява про усунення перешкод у користуванні земельною ділянкою'],
    ['Патрульна поліція виписала штраф за перевищення швидкості, хочу оскаржити постанову', 'administrative', 'Скарга на постанову про адміністративне правопорушення'],
    ['Мене ошукали шахраї в інтернеті, забрали гроші', 'criminal', 'Заява про вчинення кримінального правопорушення'],
    ['Податкова донарахувала податки ФОП після перевірки', 'business', 'Скарга на податкове повідомлення-рішення'],
  ];
  it.each(cases)('recognises "%s" as %s', (text, area, document) => {
    const c = classify(text);
    expect(c.area.id).toBe(area);
    expect(c.document).toBe(document);
  });

  it('weighs the telling words over the ones that only name the area or a side detail', () => {
    // 'роботу', 'начальнику' hint at labour; collectors settle it.
    expect(classify('Мені постійно телефонують колектори, погрожують прийти на роботу і розповісти начальнику').document).toBe('Скарга на дії колекторів');
    // A blocked account is an enforcement matter even when the pension or a fine is mentioned.
    expect(classify('Мені заблокували всі рахунки через якийсь старий штраф, навіть пенсію не можу зняти').area.id).toBe('court');
    // 'щоб призначили пенсію' restates the goal of an appeal against a refusal: '~пенсі' names the area only.
    const appeal = classifyConversation({
      notes: 'ПФУ відмовив у призначенні пенсії по втраті годувальника, хочу оскаржити в суді. Щоб призначили пенсію',
      goals: 'ПФУ відмовив у призначенні пенсії по втраті годувальника, хочу оскаржити в суді. Щоб призначили пенсію',
      latest: 'Щоб призначили пенсію',
    });
    expect(appeal.document).toBe('Позовна заява про оскарження відмови Пенсійного фонду');
    expect(classify('Мене скоротили, а на моє місце вже взяли іншу людину').document).toBe('Позовна заява про поновлення на роботі');
    expect(classify('У мою машину врізався таксист, його страхова виплатила копійки').document).toBe('Заява про відшкодування шкоди, завданої ДТП');
  });

  it('leaves small talk and lone generic words in the general area', () => {
    expect(classify('Добрий день').area.id).toBe('general');
    expect(classify('Питання щодо банку').area.id).toBe('general');
    expect(classify('').score).toBe(0);
  });

  it('names a second document for a second goal only, not for another way to the same goal', () => {
    // The court order and the claim both get alimony: the lawyer chooses one, the client needs one.
    const alimony = classifyConversation({ notes: 'Живемо окремо, двоє дітей, він на дітей дає копійки. Хочу аліменти, частку від зарплати', goals: 'Хочу аліменти, частку від зарплати' });
    expect(alimony.document).toMatch(/аліментів/);
    expect(alimony.secondary).toBeNull();
    // Divorce beside alimony is a goal of its own.
    const both = classifyConversation({ notes: 'Хочу розлучитися і щоб він платив аліменти на дітей', goals: 'Хочу розлучитися і щоб він платив аліменти на дітей' });
    expect([both.document, both.secondary].sort()).toEqual(['Позовна заява про розірвання шлюбу', 'Позовна заява про стягнення аліментів'].sort());
    // A fact inside a goal ('при звільненні') or the story's own words ('син живе зі мною') is no second goal.
    expect(classifyConversation({ notes: 'Після звільнення не виплатили розрахунок і відпускні. Отримати розрахунок при звільненні', goals: 'Отримати розрахунок при звільненні' }).secondary).toBeNull();
    expect(classifyConversation({ notes: 'Ми розлучені, син живе зі мною. Колишній платить сам по 1500 гривень, як захоче. Хочу аліменти', goals: 'Хочу аліменти' }).secondary).toBeNull();
  });

  it('does not count what the client denies, nor the job they do', () => {
    const divorce = classifyConversation({ notes: 'Хочу розлучитися з чоловіком. Розвестися, майна ділити нема чого' });
    expect(divorce.document).toBe('Позовна заява про розірвання шлюбу');
    expect(divorce.secondary).toBeNull();
    // 'працюю продавцем' names the client's job, not a shop dispute.
    const wages = classify('Працюю продавцем у магазині, оформлена офіційно. Зарплату не дали, хочу поскаржитися в інспекцію праці');
    expect(wages.area.id).toBe('labour');
    // 'звільнятись не хочу': the client wants to stay; 'магазин не хоче забирати' still names the shop.
    const inspection = classify('Працюю без оформлення, платять в конверті. Звільнятись не хочу, хочу щоб прийшла перевірка');
    expect(inspection.document).toBe('Скарга до Держпраці на порушення трудових прав');
    expect(classify('Замовила диван, привезли з подряпинами, магазин не хоче забирати').area.id).toBe('consumer');
  });

  it('takes the goal after the last "хочу" of a correction, not what the client turned down before it', () => {
    const notes = 'Працюю офіційно, зарплату не платять. Хочу поскаржитися в інспекцію праці, хай перевірять.';
    const latest = 'Ні, інспекція мені гроші не поверне — хочу саме через суд стягнути зарплату за всі місяці';
    expect(classifyConversation({ notes: `${notes} ${latest}`, goals: latest, latest }).document).toBe('Позовна заява про стягнення заборгованості із заробітної плати');
  });

  it('gives no lead to a word two documents share, and reads somebody else\'s wages as no labour dispute', () => {
    // 'аліменти' names the claim and the court order alike: the court order's own words decide.
    const order = classifyConversation({
      notes: 'Чоловік пішов і не дає на дітей. Він працює офіційно, можна швидко без засідань через наказ. Щоб платив аліменти на дітей',
      goals: 'Щоб платив аліменти на дітей',
      latest: 'Щоб платив аліменти на дітей',
    });
    expect(order.document).toBe('Заява про видачу судового наказу про стягнення аліментів');
    const alimony = classify('Мені треба аліменти з колишнього, він працює на пошті. Щоб з його зарплати вираховували аліменти');
    expect(alimony.area.id).toBe('family');
  });
});

describe('a correction read on its own', () => {
  const story = 'Мене звільнили за прогул, а я в цей час був на лікарняному. Ще й не виплатили зарплату за вересень і жовтень.\nпоновитись на роботі і щоб виплатили все';
  const correction = 'Ні, повертатись туди я не збираюсь, після такого я там працювати не буду. Мені тільки щоб виплатили борг по зарплаті';

  it('settles the document when the model is sure of it, against the longer story', () => {
    const text = { notes: `${story}\n${correction}`, goals: `поновитись на роботі і щоб виплатили все\n${correction}`, latest: correction };
    expect(classifyConversation({ ...text, correction }).document).toBe('Позовна заява про стягнення заборгованості із заробітної плати');
  });

  it('reads what follows the last "треба", not the document turned down before it', () => {
    const turned = 'відстрочку мені оформляти не треба, вона в мене є. мені треба скаргу на тцк за те що вони зробили';
    const notes = `Мене зупинили ТЦК і забрали в частину, хоча я маю право на відстрочку\n${turned}`;
    expect(classifyConversation({ notes, goals: turned, latest: turned, correction: turned }).document).toBe('Скарга на дії ТЦК та СП');
  });

  it('reads a correction whose goal points back at its own words, or names one document by a telling word', () => {
    const land = 'Біля хати є город соток 10, я його обробляю вже 25 років, а документів ніяких. Хочу через суд визнати, що земля моя';
    const privatise = 'в ЦНАПі мені пояснили, що суд землю не визнає, а можна безкоштовно приватизувати через громаду — спершу попросити раду, щоб дозволили зробити документацію на ділянку. давайте цим шляхом, він простіший';
    expect(classifyConversation({ notes: `${land} ${privatise}`, goals: `${land} ${privatise}`, latest: privatise, correction: privatise }).document).toBe('Клопотання про надання дозволу на розроблення проєкту землеустрою');
    const stay = 'Мій наречений з Грузії, працює в Україні за трудовим договором. Треба оформити йому посвідку на тимчасове проживання';
    const refused = 'ми вже подавали документи в міграційну, прийшла відмова: пишуть, що роботодавець не подав довідку. тому треба боротися саме з цією відмовою';
    expect(classifyConversation({ notes: `${stay} ${refused}`, goals: `${stay} тому треба боротися саме з цією відмовою`, latest: 'тому треба боротися саме з цією відмовою', correction: refused }).document).toBe('Скарга на рішення міграційної служби');
  });
});

