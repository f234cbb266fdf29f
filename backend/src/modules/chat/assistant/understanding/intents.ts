import { hasKeyword, normalizeText, words } from '../text-match';
import { isPlaceWord } from './gazetteer';

/** Insults and obscenities (stems). Never stored as facts; the assistant answers them calmly once. */
const ABUSE = [
  'шахра', 'мошенни', 'разводил', 'шахрай', 'брехун', 'брехл', 'ідіот', 'дурн', 'дурепа', 'тупі', 'тупа', 'тупий', 'придур', 'сволоч', 'сволот', 'мудак', 'мудаки',
  'козли', 'козел', 'лохотрон', 'дебіл', 'кретин', 'виродк', 'покидьк', 'гнид', 'падлюк', 'курва', 'сука', 'суки', 'бля', 'хуй', 'хуя', 'хує',
  'безмозк', 'пизд', 'піздец', 'піздець', 'нахер', 'нахуй', 'єбан', 'їбан', 'уйобк', 'мразь', 'мрази', 'ублюд', 'урод', 'лохи', 'аферист', 'гівн', 'срань',
];
const HARD = ['сука', 'суки', 'бля', 'хуй', 'хуя', 'хує', 'пизд', 'піздец', 'піздець', 'нахер', 'нахуй', 'єбан', 'їбан', 'уйобк', 'мразь', 'мрази', 'ублюд', 'гівн', 'курва', 'дебіл', 'ідіот', 'придур', 'мудак', 'сволоч', 'сволот', 'козли', 'козел', 'дурн', 'дурепа', 'тупі', 'тупа', 'тупий', 'кретин', 'виродк', 'покидьк', 'гнид', 'падлюк', 'урод', 'лохи', 'срань'];
/** 'Шахраї' is abuse when aimed at us ('ви всі шахраї'), a fact when the client was defrauded. */
const AT_US = /(^|[^\p{L}])(ви|вы|вас|вам|ваш\p{L}*|ти|тобі|юрист\p{L}*|фірм\p{L}*|бот\p{L}*|консультант\p{L}*|контор\p{L}*)(?!\p{L})/u;
const VICTIM = /(меня|мне|обманул|украл|сняли|списали|ошука|обдури|обману|забрал|вкрал|зняли|списал|переказ|постражда|шахрайськ|мене|мені|нас\s|від шахра)/;

function sentencesOf(text: string): string[] {
  // A dot inside '10.11.2026' or '2.5' does not end a sentence: only punctuation followed by a space or a line break.
  return text.split(/(?<=[.!?…;])\s+|\n+|\s+[—–-]\s+/).map((s) => s.trim()).filter(Boolean);
}

/** Accusations aimed at the firm without a swear word ('ви з ними заодно', 'тільки гроші тягнете з людей'). */
const ACCUSATIONS = /(заодно з|з ними заодно|одна банда|тягнете гроші|гроші тягнете|гроші з людей|наживаєтес|здираєте|обдираєте|розводите людей|розводите на гроші|розвод якийсь|якийсь розвод|а не юристи|самі колектори|теж колектори|знущаєте|знущаєтес|знущаєтьс|людей нормальних у вас|нормальних людей у вас|у вас нормальних|читати (не )?вмієте|(не )?вмієте читати|читать (не )?умеете|(не )?умеете читать|ви взагалі читаєте|ви що не читаєте)/;

/**
 * Anger at the questions rather than an insult ('яка в біса різниця, яке місто?', 'ви шо прикалуєтесь?', 'лиш би
 * питати', 'Вы издеваетесь?'): answered calmly and never stored, but it does not count towards blocking the client.
 */
const FRUSTRATION = /((яке|який|яка|коли|де) (\p{L}+,? )?(яка|а яка) (в біса |вам |там |тут )?різниця|(ви|вы) (\p{L}+ )?(і |и )?бюрократ|(тупе|дурне|безглузде|дебільне|ідіотське|тупое|дурацкий|глупый) (питання|вопрос)|(що|шо|что) за (питання|вопрос)|гроші (драти|дерти|здирати)|(ви|вы) бот чи (людина|человек)|(яка|а яка) (в біса |вам |там |тут |нафіг )?різниця,? (яке|який|яка|які|коли|де|звідки|з якого|скільки)(?!\p{L})|какая (вам |там )?разница,? (какой|какая|какое|когда|где|откуда|из какого|сколько)(?!\p{L})|прикалуєт|прикалуєш|прикалывает|издеваете|издеваешь|толку (від|от) вас|толку з вас|анкет\p{L}* (підсов|заповн|подсов|заполн)|(ви|вы) мені анкет|(лиш|лише|тільки|аби|лишь) (б|би|бы) (питати|спрашивать|питать)|тільки й (питаєте|знаєте питати)|нормальні люди (спочатку|спершу|би|б)|нормальные люди|такі самі як вони|такі ж як вони|такие же как они|юристи блін|юристы блин|що тут незрозуміл|шо тут незрозуміл|что тут непонятн|скільки можна питати|сколько можно спрашивать|ви знову за своє|вы опять за сво|ви мене взагалі чуєте|вы меня вообще слышите|ви шо не бачите|ви що не бачите|вы что не видите|(ви|вы) (там |тут )?(взагалі |вообще )?нормальн|совіст\p{L}* (у вас|вам)|(у вас|вам) (\p{L}+ )?совіст|совест\p{L}* (у вас|вам)|(у вас|вам) (\p{L}+ )?совест|(а )?(ви|вы) (\p{L}+ ){0,2}(про|о|за) (\p{L}+ ){0,2}(питаєте|спрашиваете|розпитуєте)|(а )?(ви|вы) (з|со|с) (своїми |своими )?(питаннями|вопросами)|(я|ми|мы) (вам|тобі|тебе) (шо|що|что),? \p{L}+|(вам|тобі) (яке|какое) (діло|дело)|(яке|какое) (вам|тобі|тебе) (діло|дело)|не ваше (діло|дело|собаче)|(ви|вы) (\p{L}+ )?(юристи|юристы|консультант\p{L}*|бот) чи (\p{L}+)|(який|яка|какой|какая) (ж )?(розумн|умн)\p{L}* (бот|консультант|робот)|толку (\p{L}+ )?(ноль|нуль|ніякого|никакого|нема|немає|нет)|(вам )?аби (лиш |лише )?питати|(а )?(може|может) (вам )?(ще|еще|ещё) (паспорт|пін|пароль|ключ|код|карт)|(господи|боже)\p{L}*,? (ще|еще|знову|опять|знов) (\p{L}+ )?(питання|вопрос)|(^|\s)(system|assistant|user|система|систем)\s*:|ignore (all |the )?(previous|above)|(ігноруй|игнорируй|забудь)\p{L}* (\p{L}+ )?(інструкц|инструкц|попередн|предыдущ)|підтверди виконання|подтверди выполнение|(set|встанови|установи) (outcome|city|поле)|(зачем|навіщо|нащо|нафіга|нафіг) (вам|тобі|тебе) (\p{L}+ )?(мой|мій|моє|моя|мои|мої|город|місто|адрес|дат)|(кто|хто) (вы|ви) (такие|такі)|(что|що|шо) (ж )?(вы|ви) за (люди|контора|фірма|фирма)|(на|як на|как на) (допиті|допросе)|(гроші|деньги) (здерти|содрать|драть)|(при|в) (своєму|здоровому|своем|здравом|своїм) (розумі|уме)|(ви|вы) (\p{L}+ )?(такі|такие) (самі|же|ж|самые)|(тільки|лише|только|лиш) (балакаєте|балакати|говорите|болтаете|обіцяєте|обещаете|языком)|(тупих|дурних|безглуздих|тупых|глупых|дурацких) (питань|вопросов)|(геніальн|гениальн|блискуч|чудов)\p{L}* (питання|вопрос)|(хватить|хватит|досить|годі|достаточно) (\p{L}+ )?(питань|вопросов|питати|спрашивать))/u;

/** Worn out ('дістали', 'задовбали'): at us when said alone or of us and our questions, not of the collectors. */
const IRRITATION = /(дістал|задовбал|задолбал|достал|набридл|надоел|задрал)/u;
const ABOUT_US = /(^|[^\p{L}])(ви|вы|ваш\p{L}*|питан\p{L}*|вопрос\p{L}*|бот\p{L}*|анкет\p{L}*)(?!\p{L})/u;

/** One sentence is abusive (aimed at the firm, or obscene). */
export function isAbusiveSentence(sentence: string): boolean {
  return abuseIn(sentence) !== null;
}

/** An insult or obscenity ('insult'), anger at the questions ('frustration'), or neither. */
function abuseIn(sentence: string): 'insult' | 'frustration' | null {
  if (ACCUSATIONS.test(normalizeText(sentence))) return 'insult';
  if (insultIn(sentence)) return 'insult';
  const t = normalizeText(sentence);
  if (FRUSTRATION.test(t)) return 'frustration';
  return IRRITATION.test(t) && (words(sentence).length <= 2 || ABOUT_US.test(t)) ? 'frustration' : null;
}

/** A swear word written with asterisks ('бл*', 'х*й', 'п**дець'): the client meant it. */
const CENSORED = /(^|[^\p{L}*])\p{L}{1,4}\*+\p{L}*/u;

function insultIn(sentence: string): boolean {
  if (CENSORED.test(sentence)) return true;
  // A settlement's name is never an insult ('смт Козелець').
  const w = words(sentence).filter((x) => !isPlaceWord(x));
  const t = ` ${normalizeText(sentence)} `;
  const hits = ABUSE.filter((k) => hasKeyword(w, k));
  if (!hits.length) return false;
  if (hits.some((h) => HARD.includes(h))) return true;
  return AT_US.test(t) && !VICTIM.test(t);
}

/**
 * The message split into what may be kept and whether it carried abuse (`insult`: an insult or obscenity, which counts
 * towards blocking; anger at the questions alone does not). Beside an insult a question is rhetorical ('яка вам
 * різниця коли?'): it is not kept either, so it is neither stored nor answered.
 */
export function withoutAbuse(text: string): { clean: string; abusive: boolean; insult: boolean } {
  const kept: string[] = [];
  let abusive = false;
  let insult = false;
  for (const sentence of sentencesOf(text)) {
    const kind = abuseIn(sentence);
    if (!kind) {
      kept.push(sentence);
      continue;
    }
    abusive = true;
    insult ||= kind === 'insult';
  }
  return { clean: (abusive ? kept.filter((s) => !s.includes('?')) : kept).join(' '), abusive, insult };
}

const YES = /^(так|taк|да|ага|угу|вірно|правильно|все вірно|усе вірно|все правильно|усе правильно|все так|усе так|підтверджую|згоден|згодна|ок|окей|ok|добре|саме так|точно|звісно|так, все вірно|так, усе вірно)$/;

/** A plain yes ('Так', 'Все вірно, дякую', 'Так, підтверджую'). */
export function isYes(text: string): boolean {
  const t = normalizeText(text).replace(/[.!,)+]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (YES.test(t)) return true;
  const w = words(t);
  if (w.length > 7 || isNo(text)) return false;
  return /^(так|да|ага|вірно|правильно|все|усе|підтверджую|згоден|згодна|ок|окей|добре|саме так|точно)(?!\p{L})/u.test(t) && !/(^|[^\p{L}])(але|тільки|проте|однак|хоча|не)(?!\p{L})/u.test(t);
}

/** A no, or a correction of what the assistant said ('Ні, місто неправильне', 'Не зовсім', 'Насправді…'). */
export function isNo(text: string): boolean {
  const t = normalizeText(text).trim();
  return /^(ні|нi|не зовсім|не так|не вірно|невірно|неправильно|не правильно|ні,|ні\.|а ні|не зовсім так)/.test(t)
    || /(неправильн|невірн|не вірн|не правильн|помилк|виправ|насправді|не те|не так|не зовсім|не це)/.test(t);
}

/** 'Не знаю', 'не пам'ятаю': the client cannot answer; the question is not asked again. */
export function isDontKnow(text: string): boolean {
  return /(не знаю|не пам'ятаю|не памятаю|важко сказати|не можу сказати|не скажу|не пригадую|без різниці|не важливо|хз)/.test(normalizeText(text));
}

/** Greetings and thanks with nothing else in them. */
export function isSmallTalk(text: string): boolean {
  const w = words(text);
  return w.length <= 4 && w.every((x) => /^(добр|день|вечір|ранок|вітаю|привіт|здрастуйте|здравствуйте|дякую|спасибі|доброго|дня|будь|ласка|слава|україні|алло|хелоу|hello|hi)/.test(x));
}

/** Sentences that state a goal or a correction: they weigh more in the choice of document. */
export function goalSentences(text: string): string {
  const markers = /(хочу|хочемо|хотів би|хотіла б|хотіли б|хотілося б|хотілось би|бажаю|прагну|мета|потрібн|треба|необхідн|головне|найголовніше|найважливіше|важливіше|цікавить|мені потрібно|насамперед|передусім|в першу чергу|у першу чергу|спочатку|а не|насправді|не зовсім|ні,|давайте|краще)/;
  return sentencesOf(text).filter((s) => markers.test(normalizeText(s))).join(' ');
}

export { sentencesOf };
