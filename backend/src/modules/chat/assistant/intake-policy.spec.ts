import { describe, expect, it } from '@jest/globals';
import { caseCardError, CHAT_DISCONNECT_PHRASE } from '@law/contracts';
import { initialState, MAX_TURNS, parseState, step, type IntakeInput, type IntakeState, type IntakeStep } from './intake-policy';
import { PHRASES } from './intake-phrases';
import { GENERAL_DOCUMENT } from './legal-catalogue';

const NOW = new Date('2026-11-23T12:00:00Z');
const input: IntakeInput = {
  vocative: 'Оксано', agentName: 'Олена', now: NOW, hours: 'з 09:00 до 20:00', callback: 'протягом години (до 15:00)', mailbox: 'docs+u1@example.com',
};

function run(messages: string[], seed = 7) {
  let state: IntakeState = initialState(seed);
  const replies: string[] = [];
  let last: IntakeStep | undefined;
  for (const m of messages) {
    last = step(state, m, input);
    state = last.state;
    replies.push(last.reply);
  }
  return { replies, state, last: last!, card: last!.card };
}

const PHRASES_DEADLINE = 'Для багатьох справ діють строки';
const questionsIn = (reply: string) => reply.split(/(?<=[.?!])\s+|\n/).filter((s) => s.trim().endsWith('?'));

describe('intake dialogue', () => {
  it('greets by the vocative, asks what happened, then city, time and outcome, confirms and closes', () => {
    const { replies, last, card } = run(['Добрий день', 'Мене звільнили з роботи без жодних причин', 'Львів', 'десь два тижні тому', 'Поновитися на посаді', 'Так, все вірно']);
    expect(replies[0]).toContain('Оксано');
    expect(replies[0]).toContain('Олена');
    expect(replies[1]).toContain('трудового права');
    expect(replies[4]).toContain('**Населений пункт:** Львів (Львівська область)');
    expect(replies[4]).toContain('**Коли:** два тижні тому');
    expect(replies[4]).toContain('**Документ:** Позовна заява про поновлення на роботі');
    expect(replies[4]).not.toContain(CHAT_DISCONNECT_PHRASE);
    expect(last.finished).toBe(true);
    expect(last.reply).toContain(CHAT_DISCONNECT_PHRASE);
    expect(last.reply).toContain('позовну заяву про поновлення на роботі');
    expect(last.reply).toContain('Що підготувати до дзвінка для позовної заяви про поновлення на роботі');
    expect(last.reply).toContain('протягом години (до 15:00)');
    expect(last.reply).toContain('docs+u1@example.com');
    expect(card).toMatchObject({ area: 'labour', document: 'Позовна заява про поновлення на роботі', city: 'Львів', region: 'Львівська область', outcome: 'поновитися на посаді' });
    expect(card.when).toEqual({ text: 'два тижні тому', from: '2026-11-09', to: '2026-11-09' });
    expect(card.summary!.split('. ').length).toBeGreaterThanOrEqual(2);
    expect(card.summary).not.toContain('Мене звільнили');
    expect(caseCardError(card)).toBeNull();
  });

  it('answers a question, recognises the city in any case form and takes a corrected city', () => {
    const { replies, card } = run([
      'Мене хочуть звільнити і не платять зарплату три місяці',
      'Бровари, Київська область. А я можу звільнитися сам і чи втрачу тоді ці гроші?',
      'з вересня',
      'Отримати борг по зарплаті',
      'Ні, місто неправильне — я з Ірпеня',
      'Так',
    ]);
    expect(replies[1]).toContain('не підписуйте заяв');
    expect(card.questions).toEqual(['А я можу звільнитися сам і чи втрачу тоді ці гроші?']);
    expect(replies[4]).toContain('Виправила: населений пункт — Ірпінь (Київська область)');
    // The summary shown again reads as an update, not as a first 'інформації достатньо'.
    expect(replies[4]).toMatch(/оновлений підсумок|Оновила звернення/);
    expect(replies[4]).not.toContain('інформації достатньо');
    expect(card.city).toBe('Ірпінь');
    expect(card.document).toBe('Позовна заява про стягнення заборгованості із заробітної плати');
  });

  it('never stores an insult; a city after it is the city', () => {
    const { replies, card } = run(['Сусіди зверху затопили мою квартиру', 'Ви всі шахраї', 'Житомир', 'вчора', 'Хочу, щоб сусіди відшкодували ремонт', 'Так']);
    expect(replies[1]).toMatch(/засмучені|переживаєте/);
    expect(card.city).toBe('Житомир');
    expect(card.when?.from).toBe('2026-11-22');
    expect(JSON.stringify(card)).not.toContain('шахраї');
    expect(card.document).toBe('Позовна заява про відшкодування шкоди, завданої затопленням квартири');
    expect(card.parties.map((p) => p.label)).toContain('сусіди зверху');
    // An insult beside words of the story is answered calmly too, and the question stays open.
    const mixed = run(['Сусіди зверху затопили мою квартиру', 'Ви що, знущаєтесь? В мене стеля падає, а ви мені про місто']);
    expect(mixed.replies[1]).toMatch(/засмучені|переживаєте/);
    expect(JSON.stringify(mixed.card)).not.toContain('знущаєтесь');
  });

  it('keeps no question asked beside an insult, and asks "when?" although the story named a bare year', () => {
    const hostile = run(['Мене звільнили з роботи без причини', 'Львів', 'Яка вам різниця коли? Ви що, з ними заодно?']);
    expect(hostile.card.questions).toEqual([]);
    expect(hostile.replies[2]).not.toContain('слушне запитання');
    const served = run(['Служу за мобілізацією з 2022, хочу звільнитися зі служби, бо народилась третя дитина', 'Хмельницький']);
    expect(served.replies[1]).toMatch(/коли|дат|час/i);
    // A month told in passing: the day is asked for, and the answer replaces it.
    const wages = run(['Звільнилась у вересні, а мені не заплатили зарплату', 'Хмельницький', '30 вересня']);
    expect(wages.replies[1]).toMatch(/коли|дат|час/i);
    expect(wages.card.when).toMatchObject({ from: '2026-09-30', to: '2026-09-30' });
    // A day told in passing is enough.
    const day = run(['Мене звільнили 3 листопада без причини', 'Хмельницький']);
    expect(day.replies[1]).not.toMatch(/коли все почалося|коли це сталося|коли відбулися/i);
  });

  it('closes and blocks on repeated abuse', () => {
    const { last } = run(['Ви всі шахраї', 'Ідіоти, ненавиджу вас']);
    expect(last.finished).toBe(true);
    expect(last.blockUser).toBe(true);
    expect(last.reply).toContain(CHAT_DISCONNECT_PHRASE);
  });

  it('changes the document when the goal changes at confirmation, keeping the first as secondary', () => {
    const { replies, card, last } = run([
      'Хочу розлучитися з чоловіком, у нас двоє дітей',
      'Київ',
      'у березні 2024',
      'Розірвати шлюб',
      'Не зовсім. Найголовніше для мене зараз — аліменти на дітей, він не дає грошей',
      'Так, все вірно',
    ]);
    expect(replies[4]).toContain('Виправила');
    expect(replies[4]).toContain('**Документ:** Позовна заява про стягнення аліментів');
    expect(card.document).toBe('Позовна заява про стягнення аліментів');
    expect(card.secondary_document).toBe('Позовна заява про розірвання шлюбу');
    expect(card.facts.children_count).toBe(2);
    expect(card.when).toEqual({ text: 'у березні 2024 р.', from: '2024-03-01', to: '2024-03-31' });
    expect(last.finished).toBe(true);
  });

  it('takes the village a correction names even beside the town it is near ("в селі Гришківці, це під Бердичевом")', () => {
    const { card } = run([
      'сусід переставив паркан на півтора метра на мою ділянку, є державний акт',
      'Бердичів',
      'в травні',
      'щоб переніс паркан назад',
      'майже. тільки ділянка не в Бердичеві, а в селі Гришківці, це під Бердичевом, я там і живу',
    ]);
    expect(card.city).toBe('Гришківці');
  });

  it('turns down a document the client says was done already ("претензію я їм уже відносив")', () => {
    const { card, state } = run([
      'Віддав машину на СТО поміняти ремінь ГРМ, заплатив 14 тисяч. Через 300 км ремінь порвався, майстри кажуть, що я винен',
      'Нововолинськ',
      'минулого тижня',
      'щоб відремонтували двигун за свій рахунок або повернули гроші',
      'Ні, письмову претензію я їм уже відносив, вони її навіть не взяли. Тепер тільки суд',
    ]);
    expect(state.rejected).toContain('Претензія виконавцю про неналежно надані послуги');
    expect(card.document).toBe('Позовна заява про захист прав споживачів');
  });

  it('drops what a correction turns down for another document, and its goal with it ("Мені тільки щоб виплатили борг")', () => {
    const { replies, card, state } = run([
      'Мене звільнили за прогул, а я в цей час був на лікарняному. Ще й не виплатили зарплату за вересень і жовтень.',
      'Запоріжжя',
      'наказ про звільнення від 3 листопада',
      'поновитись на роботі і щоб виплатили все',
      'Ні, повертатись туди я не збираюсь, після такого я там працювати не буду. Мені тільки щоб виплатили борг по зарплаті',
    ]);
    expect(card.document).toBe('Позовна заява про стягнення заборгованості із заробітної плати');
    expect(state.rejected).toContain('Позовна заява про поновлення на роботі');
    expect(card.secondary_document).not.toBe('Позовна заява про поновлення на роботі');
    expect(card.outcome).toBe('щоб виплатили борг по зарплаті');
    expect(replies[4]).not.toContain('Також знадобиться:** Позовна заява про поновлення на роботі');
  });

  it('turns down what the correction says is not needed, a comma after it ("аліменти не треба, він платить")', () => {
    const { card, state } = run([
      'чоловік пішов до іншої, синові 4 роки. хочу все оформити через суд, щоб і на дитину було',
      'Суми',
      'з червня разом не живемо',
      'ну щоб все було по закону з дитиною',
      'Ні, аліменти не треба, він платить сам. Мені розлучення треба, щоб я була вільна',
    ]);
    expect(state.rejected).toContain('Позовна заява про стягнення аліментів');
    expect(card.document).toBe('Позовна заява про розірвання шлюбу');
  });

  it('keeps what a question beside a sigh or an insult asks about, in our words, none of the angry message', () => {
    const sigh = run(['Мені не виплатили бойові за вересень і жовтень', 'ви там зовсім? я на фронті, яке місто. частина в Краматорську. до речі скільки часу є щоб подати поки строк не пропав']);
    expect(sigh.replies[1]).toContain(PHRASES_DEADLINE);
    expect(sigh.card.questions).toEqual(['Строки звернення']);
    const insult = run(['Мені не виплатили бойові за вересень і жовтень', 'ви всі шахраї. до речі скільки часу є щоб подати поки строк не пропав']);
    expect(insult.card.questions).toEqual(['Строки звернення']);
  });

  it('keeps the first document beside one a correction adds ("і ще аліменти треба")', () => {
    const { card } = run([
      'Хочу розлучитися з чоловіком, у нас двоє дітей',
      'Київ',
      'у березні 2024',
      'Розірвати шлюб',
      'Так, але тільки ще й аліменти на дітей треба стягнути, він не дає грошей',
    ]);
    expect([card.document, card.secondary_document]).toEqual(expect.arrayContaining(['Позовна заява про розірвання шлюбу']));
  });

  it('turns down the way the client calls too late at confirmation ("з банком домовлятися вже пізно")', () => {
    const { card, state } = run([
      'Банк нарахував по кредитці 70 тисяч, хоча я знімала тисяч двадцять, штрафи і відсотки накрутили',
      'Полтава',
      'у вересні',
      'зменшити суму',
      '1',
      'ні, з банком домовлятися вже пізно, він подав у суд — мені треба відповісти на позов',
    ]);
    expect(state.rejected).toContain('Заява до кредитора про надання розрахунку заборгованості та реструктуризацію');
    expect(card.document).toBe('Відзив на позовну заяву про стягнення кредитної заборгованості');
    expect(card.secondary_document).toBeNull();
  });

  it('puts off a document the client says can wait, and keeps the date when the correction speaks of another', () => {
    const { card, state } = run([
      'Мого чоловіка зупинили на блокпосту, відвезли в ТЦК, тримали до вечора, телефон забрали. Відпустили з повісткою на пʼятницю. Я інвалід другої групи, він за мною доглядає',
      'Коломия',
      'позавчора',
      'щоб йому оформили відстрочку по догляду за мною',
      'ні, скарга на ТЦК почекає. зараз головне відстрочка, бо в пʼятницю йому йти',
    ]);
    expect(state.rejected).toEqual(['Скарга на дії ТЦК та СП']);
    expect(card.document).toBe('Заява про надання відстрочки від призову під час мобілізації');
    expect(card.when?.text).toBe('позавчора');
    // The goal said again in fewer words adds nothing to the one on the card.
    expect(card.outcome).toBe('щоб йому оформили відстрочку по догляду за мною');
  });

  it('counts children named as such, and a son or daughter only in a family matter', () => {
    expect(run(['у сина вкрали машину з-під будинку, заяву в поліцію подали, слідчий нічого не робить']).card.facts.children_count).toBeNull();
    expect(run(['Чоловіку вручили повістку, а в нас троє дітей, всім до 18']).card.facts.children_count).toBe(3);
    expect(run(['Ми розлучені, син живе зі мною, а батько не платить на нього']).card.facts.children_count).toBe(1);
  });

  it('takes the date a correction gives, not the one it denies ("не в березні, а в квітні 2025")', () => {
    const { card } = run([
      'Позичила сусідці 40 тисяч під розписку, не віддає',
      'Тернопіль',
      'позичала в березні 2025',
      'повернути борг',
      'так, але дві поправки: позичала не в березні, а в квітні 2025, я подивилась розписку',
    ]);
    expect(card.when?.from).toBe('2025-04-01');
  });

  it('keeps the document when a correction is about the place only', () => {
    const { card } = run([
      'хочу подати на аліменти. батько дитини записаний в свідоцтві, ми не розписані, з квітня нічого не платить',
      'мені треба найпростіше, щоб з ним у суді не зустрічатися',
      'ми з Сум',
      'з квітня не платить',
      'аліменти на доньку щомісяця',
      'ой, ні, не Суми. ми з Сум виїхали, зараз живемо в Полтаві як ВПО, тут і подавати',
    ]);
    expect(card.city).toBe('Полтава');
    expect(card.document).toBe('Заява про видачу судового наказу про стягнення аліментів');
  });

  it('still asks when it began when the story dates only its latest incident', () => {
    const { replies, card } = run([
      'у мене мікрозайми, колектори дзвонять мамі і погрожують, вчора прислали фото мого підʼїзду',
      'Павлоград',
      'почалось десь з серпня',
    ]);
    expect(replies[1]).toMatch(/коли|почалося/i);
    expect(card.when?.from).toBe('2026-08-01');
  });

  it('puts off court when the client does not want it yet, or only the claim they name', () => {
    const wages = ['Працюю кухарем у ресторані, офіційно. Вже четвертий місяць не платять зарплату', 'Дніпро', 'з серпня', 'щоб виплатили всю зарплату'];
    expect(run([...wages, 'Стоп, давайте поки не суд. Я ще там працюю. Спочатку скаргу в Держпраці, хай вони перевірку зроблять']).card.document).toBe('Скарга до Держпраці на порушення трудових прав');
    const rent = ['Орендарі пів року не платять за квартиру і не виїжджають, договір ще діє', 'Ірпінь', 'з травня', 'виселити їх через суд'];
    const { card } = run([...rent, 'виселення через суд поки не треба, знайома юристка порадила спочатку розірвати договір']);
    expect(card.document).toBe('Позовна заява про розірвання договору оренди житла');
  });

  it('takes a village the gazetteer does not know from a correction', () => {
    const inheritance = ['Помер батько, хата залишилась, треба оформити спадщину через суд, бо документи старі', 'Миргород', 'батько помер у 2023', 'оформити хату на себе'];
    expect(run([...inheritance, 'місто не зовсім. Миргород то район, а хата у Великих Сорочинцях']).card.city).toBe('Великі Сорочинці');
    expect(run([...inheritance, 'ой, місто. хата в селі біля Миргорода, ми просто завжди кажемо Миргород. пишіть Зубівка']).card.city).toBe('Зубівка');
  });

  it('says honestly who answers when asked, even in anger', () => {
    const { replies } = run(['Хочу через суд визнати землю своєю', 'а ви взагалі юристи чи просто бот? з ким я зараз переписуюсь?']);
    expect(replies[1]).toContain('віртуальна помічниця');
    expect(replies[1]).toContain('юрист');
  });

  it('takes a village it does not know, named before where it is', () => {
    const { card } = run(['Хочу через суд визнати землю своєю', 'Вінницька область', 'Стрижавка, біля Вінниці']);
    expect(card.city).toBe('Стрижавка');
    expect(run(['Хочу через суд визнати землю своєю', 'Мала Данилівка, під Харковом']).card.city).toBe('Мала Данилівка');
  });

  it('asks for the town once more when an oblast answers the clarification', () => {
    const { replies, card } = run(['Мене звільнили без попередження', 'десь під містом, не скажу точно', 'Київська область', 'Фастів']);
    expect(replies[1]).toMatch(/Уточніть|Не впізнала/);
    expect(replies[2]).toMatch(/область/i);
    expect(card.city).toBe('Фастів');
    expect(card.region).toBe('Київська область');
  });

  it('drops a document the client turns down at confirmation and does not propose it again', () => {
    const { replies, card, state } = run([
      'Суд першої інстанції відмовив мені в позові до банку, рішення несправедливе, хочу оскаржити',
      'Івано-Франківськ',
      '30 жовтня',
      'скасувати рішення',
      'Ні, не апеляція. Апеляційний суд уже був — 30 жовтня залишив рішення першої інстанції в силі. Тепер тільки Верховний Суд',
    ]);
    expect(replies[3]).toContain('**Документ:** Апеляційна скарга');
    expect(card.document).toBe('Касаційна скарга');
    expect(card.secondary_document).toBeNull();
    expect(state.rejected).toEqual(['Апеляційна скарга']);
    expect(replies[4]).toContain('**Документ:** Касаційна скарга');
    expect(replies[4]).not.toContain('Апеляційна скарга');
    // The rejection survives the stored state.
    expect(parseState(JSON.parse(JSON.stringify(state)), 1).rejected).toEqual(['Апеляційна скарга']);
  });

  it('asks the interrupted question again after a message of questions only, even when the story had a rough answer', () => {
    const { replies } = run([
      'Після перевірки податкова винесла ППР на 240 тисяч, бо зарахувала як дохід повернення покупцям. Думаю закриватися, але спершу треба з цим розібратися.',
      'Хмельницький',
      '14 листопада',
      'а це конфіденційно? ніхто не дізнається?',
    ]);
    expect(replies[2]).toMatch(/досягти|результат|вирішенням/);
    expect(replies[3]).toContain('конфіденційно');
    expect(replies[3]).toMatch(/досягти|результат|вирішенням/);
    expect(replies[3]).not.toContain('Підсумок');
  });

  it('answers a catalogue question once, with a short note for the rest of the same message', () => {
    const { replies, state } = run(['нас залили сусіди зверху, стеля мокра', 'А що мені підготувати? Фото, акт, чеки? Що взагалі треба?']);
    expect(replies[1]).toContain(PHRASES.otherQuestionNote);
    expect(replies[1]).not.toContain('слушне запитання');
    expect(replies[1]).toMatch(/Перелік документів/);
    expect(state.card.questions.length).toBeGreaterThan(0);
    // A question of no catalogue kind, alone, is still acknowledged in full.
    expect(run(['нас залили сусіди зверху, стеля мокра', 'А хто взагалі за це відповідає?']).replies[1]).toContain('слушне запитання');
  });

  it('takes a settlement said in a sentence of its own beside anger at the questions, and asks the next question', () => {
    const { replies, state } = run([
      'Частный исполнитель насчитал мне исполнительский сбор 10%, хотя долг я погасила сама',
      'Да вы достали уже своими вопросами! Вознесенск. Когда мне юрист позвонит?',
    ]);
    expect(state.card.city).toBe('Вознесенськ');
    expect(replies[1]).not.toMatch(/місті чи селі|населеному пункті|міста чи села/);
    expect(replies[1]).toMatch(/коли|дат|почалося/i);
    // An insult is no answer, even beside a place.
    const insult = run(['нас залили сусіди зверху, стеля мокра', 'ви всі тупі шахраї. Львів']);
    expect(insult.state.card.city).toBeNull();
  });

  it('answers anger at the questions calmly, does not block for it, and keeps asking', () => {
    const { replies, last, state } = run([
      'нас залили сусіди зверху, стеля мокра',
      'та яка в біса різниця яке місто?? в мене вода з люстри капала а ви мені анкету підсовуєте',
      'ви шо прикалуєтесь? яке місто??',
      'Львів',
    ]);
    expect(last.blockUser).toBeFalsy();
    expect(state.abuse).toBe(0);
    expect(replies[1]).not.toContain('слушне запитання');
    expect(state.card.questions).toEqual([]);
    expect(state.card.city).toBe('Львів');
    // An answer given in anger is not taken: the question is asked again.
    const summer = run(['Сусід поставив паркан на моїй земельній ділянці і не дає пройти, хочу щоб прибрав', 'Обухів', 'яка різниця коли! влітку!', 'в липні']);
    expect(summer.replies[1]).toMatch(/коли|дат|час/i);
    expect(summer.replies[2]).toMatch(/засмучені|переживаєте/);
    expect(summer.replies[2]).toMatch(/коли|дат|час/i);
    expect(summer.card.when).toMatchObject({ from: '2026-07-01', to: '2026-07-31' });
    expect(JSON.stringify(summer.card)).not.toContain('влітку');
  });

  it('asks once more in other words when the answer does not fit, then moves on', () => {
    const { replies, card } = run(['Орендодавець не повертає заставу за квартиру', 'не хочу казати', 'Одеса', 'щось незрозуміле', 'ну не знаю як сказати', 'Повернути заставу']);
    expect(PHRASES.cityClarify.some((p) => replies[1].includes(p))).toBe(true);
    expect(PHRASES.whenClarify.some((p) => replies[3].includes(p))).toBe(true);
    expect(card.city).toBe('Одеса');
    expect(card.when).toBeNull();
    expect(card.outcome).toBe('повернути заставу');
  });

  it('asks once for at least a year when "when?" gets "давно", and keeps "давно" if that is all', () => {
    const dated = run(['Орендодавець не повертає заставу за квартиру', 'Одеса', 'давно вже', 'у 2023 році', 'Повернути заставу']);
    expect(PHRASES.whenVague.some((p) => dated.replies[2].includes(p))).toBe(true);
    expect(dated.card.when).toMatchObject({ from: '2023-01-01', to: '2023-12-31' });
    const vague = run(['Орендодавець не повертає заставу за квартиру', 'Одеса', 'давно', 'ну давно, не пам’ятаю', 'Повернути заставу']);
    expect(vague.card.when).toEqual({ text: 'давно', from: null, to: null });
    expect(vague.card.outcome).toBe('повернути заставу');
  });

  it('does not ask for a date again when nothing has happened yet', () => {
    const { replies, card } = run(['Я учасник бойових дій, хочу отримати безоплатну земельну ділянку', 'Обухів', 'та ще нічого не сталося']);
    expect(PHRASES.whenClarify.some((p) => replies[2].includes(p))).toBe(false);
    expect(PHRASES.outcome.some((p) => replies[2].includes(p))).toBe(true);
    expect(card.when).toBeNull();
  });

  it('never writes the same question twice and ends within the turn limit', () => {
    let state = initialState(3);
    const seen = new Set<string>();
    let finished = false;
    for (let i = 0; i < MAX_TURNS + 2 && !finished; i++) {
      const r = step(state, 'не знаю', input);
      for (const q of questionsIn(r.reply)) {
        expect(seen.has(q)).toBe(false);
        seen.add(q);
      }
      state = r.state;
      finished = r.finished;
    }
    expect(finished).toBe(true);
  });

  it('starts over on a broken or older stored state instead of failing', () => {
    const r = step(parseState({ v: 1, junk: true }, 5), 'Добрий день', input);
    expect(r.reply).toContain('Оксано');
  });
});

describe('choosing the document when the conversation leaves it open', () => {
  // Labour for sure, but which document? Dismissed and unpaid: two goals, and the keywords and the document model
  // together find them nearly as likely.
  const opening = ['Добрий день', 'Мене вигнали з роботи і не заплатили за останній місяць', 'Рівне', 'минулого тижня', 'Не знаю'];

  // The order of the two follows the model's numbers; the tests pick by what the option says.
  const numberOf = (offer: string, need: string) => offer.match(new RegExp(`^(\\d)\\. ${need}$`, 'm'))?.[1];

  it('offers the likely documents in plain words once, before the summary, and keeps the one chosen by number', () => {
    const offer = run(opening).replies[4];
    expect(offer).toMatch(/що з цього/i);
    const reinstate = numberOf(offer, 'Оскаржити звільнення й поновитися на роботі');
    expect(reinstate).toBeDefined();
    expect(numberOf(offer, 'Стягнути невиплачену зарплату чи розрахунок')).toBeDefined();
    const { replies, card, state } = run([...opening, reinstate!]);
    expect(state.asked.filter((q) => q === 'choice')).toHaveLength(1);
    expect(card.document).toBe('Позовна заява про поновлення на роботі');
    expect(replies[5]).toContain('**Документ:** Позовна заява про поновлення на роботі');
  });

  it('takes the choice in words, leaves the document to the lawyer after "none of these", and a later goal replaces the choice', () => {
    const offer = run(opening).replies[4];
    const reinstate = numberOf(offer, 'Оскаржити звільнення й поновитися на роботі')!;
    expect(run([...opening, 'Мені потрібно поскаржитися до Держпраці']).card.document).toBe('Скарга до Держпраці на порушення трудових прав');
    const none = run([...opening, 'Ні, жодне з цього']).card;
    expect(none.document).toBe('Письмове звернення (заява) — вид документа уточнить юрист під час консультації');
    expect(none.area).toBe('labour');
    expect(none.secondary_document).toBeNull();
    const corrected = run([...opening, reinstate, 'Ні, найголовніше — отримати зарплату за останній місяць']);
    expect(corrected.card.document).toBe('Позовна заява про стягнення заборгованості із заробітної плати');
    // A correction of the city alone keeps the chosen document.
    expect(run([...opening, reinstate, 'Місто неправильне — я з Дубна']).card.document).toBe('Позовна заява про поновлення на роботі');
  });

  it('does not ask when one document clearly leads', () => {
    const { replies } = run(['Колишній чоловік не платить аліменти на сина', 'Київ', 'з березня', 'Стягнути аліменти']);
    expect(replies.join('\n')).not.toContain('що з цього');
  });

  it('reads a stored choice back and drops what is not a list of titles', () => {
    const { state } = run([...opening]);
    expect(parseState(JSON.parse(JSON.stringify(state)), 1).choice).toEqual(state.choice);
    expect(parseState({ ...state, choice: 'x', chosen: 5 }, 1)).toMatchObject({ choice: [], chosen: undefined });
  });
});

describe('questions, anger and what is kept', () => {
  it('takes no date from a question, and the anger model gives way to a question of the catalogue', () => {
    const { replies, card } = run(['Сину повідомили про підозру у крадіжці з магазину, а в нього алібі', 'а адвокат може сьогодні ж передзвонити? у сина допит уже скоро']);
    expect(replies[1]).toContain('Юрист зателефонує вам');
    expect(card.when).toBeNull();
    expect(card.questions).toEqual(['а адвокат може сьогодні ж передзвонити?']);
  });

  it('answers a question asked in anger but keeps none of the angry words: only what it asks about, in ours', () => {
    const { replies, card } = run(['Хочу отримати посвідку на постійне проживання, чоловік громадянин України', 'вы мне сначала скажите сколько стоит, а потом спрашивайте. как всегда — развод на деньги']);
    expect(replies[1]).toContain('Перша консультація безкоштовна');
    expect(card.questions).toEqual(['Вартість послуг']);
  });

  it('answers a question inside the angry sentence itself and keeps its topic, not the words', () => {
    const { replies, card } = run(['Мене звільнили нібито за скороченням, а на моє місце взяли іншу людину', 'ви задовбали зі своїми питаннями, скажіть вже скільки це коштує']);
    expect(replies[1]).toContain('Перша консультація безкоштовна');
    expect(card.questions).toEqual(['Вартість послуг']);
    expect(JSON.stringify(card)).not.toMatch(/задовбали|питаннями/);
  });

  it('hears sarcasm ("ви ще спитайте…") as anger, not as a question to keep', () => {
    const { card } = run(['Мама підписала заповіт на сусідку, коли вже хворіла на деменцію', 'ви ще спитайте скільки мені років і чи я заміжня. Запоріжжя!']);
    expect(card.questions).toEqual([]);
    // The town said in a sentence of its own beside the sarcasm is the answer (the gazetteer's name, not her words).
    expect(card.city).toBe('Запоріжжя');
  });
});


describe('corrections that confirm, answers beside questions', () => {
  it('keeps the document when the correction says yes and adds a fact; moves the date a contrast gives', () => {
    const { card, last } = run([
      'купила пральну машину, через три тижні перестала віджимати. в сервісі сказали брак заводський. а магазин каже везіть на ремонт, гроші не повертаємо',
      'Тернопіль', 'купила 12 жовтня', 'повернути всі гроші, 17 тисяч',
      'так. тільки ще вкажіть, будь ласка, що чек і гарантійний талон в мене на руках, і купила я не 12 жовтня, а 14 жовтня',
      'Так, все вірно',
    ]);
    expect(last.finished).toBe(true);
    expect(card.document).toBe('Претензія продавцю про повернення коштів за неякісний товар');
    expect(card.when).toMatchObject({ from: '2026-10-14', to: '2026-10-14' });
  });

  it('takes the goal an answer opens with beside a question, and answers the question', () => {
    const { replies, card } = run([
      'мене звільнили за прогул, а я був на лікарняному', 'Біла Церква', '3 листопада',
      'поновитися і щоб заплатили за вимушений прогул. наказ на руках, що ще треба зібрати?',
    ]);
    expect(card.outcome).toBe('поновитися і щоб заплатили за вимушений прогул');
    expect(replies[3]).toContain('Перелік документів');
  });

  it('closes with the general document when no document of the catalogue fits', () => {
    const { state } = run(['в нашому селі закрили фельдшерський пункт, хочемо звернутися офіційно', 'село Велика Бурімка', 'першого вересня', 'щоб знову відкрили']);
    let last = step(state, 'Так, все вірно', input);
    if (!last.finished) last = step(last.state, 'Так, все вірно', input);
    expect(last.finished).toBe(true);
    expect(last.card.document).toBe(GENERAL_DOCUMENT);
    expect(last.card.when).toMatchObject({ from: '2026-09-01' });
  });

  it('takes a village named in the story when the gazetteer does not know it', () => {
    const { card } = run(['у нас у селі Старі Безрадичі дорогу розмило восени, швидка не може проїхати до мами', 'Не знаю']);
    expect(card.city).toBe('Старі Безрадичі');
  });
});
