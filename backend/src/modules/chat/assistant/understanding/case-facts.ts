import type { CaseAmount, CaseCurrency, CaseDeadline, CaseParty, CasePartyRole } from '@law/contracts';
import { normalizeText } from '../text-match';
import { parseWhen } from './dates';
import { sentencesOf } from './intents';

const COLLECTIVE: Record<string, number> = {
  один: 1, одна: 1, одну: 1, одного: 1, одне: 1, двоє: 2, двох: 2, дві: 2, два: 2, троє: 3, трьох: 3, три: 3, четверо: 4, чотирьох: 4, чотири: 4,
  "п'ятеро": 5, "п'ятьох": 5, "п'ять": 5, шестеро: 6, шістьох: 6,
};

/** How many children the client mentions ('двоє дітей', 'син і донька', 'дитина'); 0 for 'дітей немає'. */
export function childrenCount(text: string): number | null {
  const t = normalizeText(text);
  if (/(дітей (у нас |в нас |у мене |в мене )?(немає|нема)|без дітей|діт(ей|и) немає|спільних дітей немає)/.test(t)) return 0;
  const m = /(?:^|[^\p{L}\d])(\d{1,2}|[\p{L}']+) (?:(?:неповнолітн|малолітн|маленьк|спільн|рідн)\p{L}* )?(дітей|дитини|дитину|дитина|діток|дитинок|дітьми)/u.exec(t);
  if (m) {
    const n = /^\d+$/.test(m[1]) ? Number(m[1]) : COLLECTIVE[m[1]];
    if (n !== undefined && n <= 20) return n;
  }
  const sons = /(^|[^\p{L}])(син|сина|синові|сином|синочк\p{L}*)(?!\p{L})/u.test(t);
  const daughters = /(^|[^\p{L}])(донька|доньку|доньки|донькою|дочка|дочку|дочки|доця|доню)(?!\p{L})/u.test(t);
  if (sons && daughters) return 2;
  if (/(^|[^\p{L}])(двоє синів|двох синів|двоє доньок|двох доньок|двоє дочок)/u.test(t)) return 2;
  if (sons || daughters || /(^|[^\p{L}])(дитина|дитину|дитини|дитині|малюк|малюка)(?!\p{L})/u.test(t)) return 1;
  return null;
}

const CURRENCY: ReadonlyArray<[RegExp, CaseCurrency]> = [
  [/^(грн|гривень|гривні|гривня|гривнях|₴|uah)/, 'UAH'],
  [/^(доларів|долари|долар|дол|\$|usd|баксів)/, 'USD'],
  [/^(євро|eur|€)/, 'EUR'],
];
const AMOUNT_LABELS: ReadonlyArray<[RegExp, string]> = [
  [/(зарплат|заробітн)/, 'заборгованість із заробітної плати'],
  [/(застав|депозит)/, 'застава'],
  [/(затоп|залил|ремонт|збит|шкод)/, 'збитки'],
  [/(алімент)/, 'аліменти'],
  [/(кредит|позик|борг|позичи)/, 'борг'],
  [/(штраф)/, 'штраф'],
  [/(пенсі)/, 'пенсія'],
  [/(товар|телефон|ноутбук|купи|придба|заплатил)/, 'вартість товару чи послуги'],
  [/(вкрал|ошукал|шахра|переказал|зняли)/, 'втрачені кошти'],
];

/** Amounts of money with their currency ('15 000 грн', '2 тис. доларів', '$500'). */
export function amounts(text: string): CaseAmount[] {
  const out: CaseAmount[] = [];
  const t = normalizeText(text);
  const re = /(\$|€)?\s?(\d{1,3}(?:[ \u00a0]\d{3})+|\d+(?:[.,]\d+)?)\s?(тис\.?|тисяч\p{L}*|млн)?\s?(грн|гривень|гривні|гривня|₴|uah|доларів|долари|долар|дол\.?|\$|usd|баксів|євро|eur|€)?/gu;
  for (const m of t.matchAll(re)) {
    const prefix = m[1];
    const unit = m[4] ?? prefix;
    if (!unit) continue;
    const currency = CURRENCY.find(([r]) => r.test(unit))?.[1];
    if (!currency) continue;
    let value = Number(m[2].replace(/[ \u00a0]/g, '').replace(',', '.'));
    if (m[3]?.startsWith('тис')) value *= 1000;
    if (m[3] === 'млн') value *= 1_000_000;
    if (!Number.isFinite(value) || value <= 0 || value > 1e12) continue;
    const sentence = sentencesOf(text).find((s) => normalizeText(s).includes(m[2])) ?? text;
    const label = AMOUNT_LABELS.find(([r]) => r.test(normalizeText(sentence)))?.[1] ?? 'сума, яку назвав клієнт';
    if (!out.some((a) => a.value === value && a.currency === currency)) out.push({ value, currency, label });
  }
  return out.slice(0, 20);
}

/** Dates that lie ahead ('засідання 12 грудня', 'до 15.01 треба подати'): court dates and other deadlines. */
export function deadlines(text: string, now: Date): CaseDeadline[] {
  const out: CaseDeadline[] = [];
  for (const s of sentencesOf(text)) {
    const t = normalizeText(s);
    if (!/(засідан|суд призначи|слухан|строк|дедлайн|до \d|повістк|викликають|треба (з'явитися|прийти|подати)|явк)/.test(t)) continue;
    // parseWhen reads a date without a year as the latest one passed; a deadline is the next one.
    const when = parseWhen(s, now);
    if (!when?.from) continue;
    let date = when.from;
    const today = now.toISOString().slice(0, 10);
    if (date < today && !/\d{4}/.test(t)) date = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
    if (date < today) continue;
    const what = /(засідан|слухан|суд)/.test(t) ? 'судове засідання' : /(тцк|повістк|військкомат)/.test(t) ? 'явка до ТЦК' : 'строк';
    if (!out.some((d) => d.date === date)) out.push({ what, date });
  }
  return out;
}

const PARTY_RULES: ReadonlyArray<[RegExp, CasePartyRole, string]> = [
  [/(колишн\p{L}* (чолов|муж)|ексчолов|екс-чолов)/u, 'former_spouse', 'колишній чоловік'],
  [/(колишн\p{L}* (дружин|жінк)|ексдружин|екс-дружин)/u, 'former_spouse', 'колишня дружина'],
  [/(^|[^\p{L}])(чоловік|чоловіка|чоловіком|чоловікові|муж)(?!\p{L})/u, 'spouse', 'чоловік'],
  [/(^|[^\p{L}])(дружин\p{L}*)/u, 'spouse', 'дружина'],
  [/(роботодав|керівник|директор|начальни|бос(?!\p{L}))/u, 'employer', 'роботодавець'],
  [/(сусід\p{L}* (зверху|згори))/u, 'neighbour', 'сусіди зверху'],
  [/(сусід)/, 'neighbour', 'сусід'],
  [/(орендодав|господар\p{L}* квартир|хазяй|хазяїн|власни\p{L}* квартир)/u, 'landlord', 'орендодавець'],
  [/(орендар|квартирант)/, 'tenant', 'орендар'],
  [/(колектор)/, 'collector', 'колектори'],
  [/(мфо|мікрокредит|банк)/, 'bank', 'банк / кредитна установа'],
  [/(магазин|продав|інтернет-магазин|маркетплейс)/, 'seller', 'продавець / магазин'],
  [/(підрядник|бригад|майстр|будівельн\p{L}* компан|автосервіс|(^|[^\p{L}])сто(?!\p{L}))/u, 'contractor', 'виконавець послуг'],
  // 'страховий стаж' is a pension record, not an insurer.
  [/страхов(?!\p{L}* стаж)/u, 'insurer', 'страхова компанія'],
  [/(тцк|військкомат|військов\p{L}* частин|командир|влк)/u, 'military_unit', 'ТЦК / військова частина'],
  [/(приватн\p{L}* виконав|державн\p{L}* виконав|двс(?!\p{L})|виконавч\p{L}* служб)/u, 'enforcement_officer', 'виконавець'],
  [/(поліці|слідч|патрул|поліцейськ)/, 'police', 'поліція'],
  [/(пенсійн\p{L}* фонд|пфу|податков|дпс(?!\p{L})|міграційн\p{L}* служб|дмс(?!\p{L})|сільрад|міськрад|міська рада|селищн\p{L}* рад|держгеокадастр|соцзахист|управлінн\p{L}* соц|цнап)/u, 'state_body', 'державний орган'],
  [/(позичи\p{L}* (у|в) мене|боржни|не повертає борг|не віддає борг)/u, 'debtor', 'боржник'],
  [/(^|[^\p{L}])(батько|батька|мати|матір|мама|мами|тато|тата)(?!\p{L})/u, 'parent', 'батько / мати'],
  [/(^|[^\p{L}])(брат|брата|сестр\p{L}*|тітк\p{L}*|дядьк\p{L}*|дядько|бабус\p{L}*|дідус\p{L}*|родич\p{L}*)(?!\p{L})/u, 'relative', 'родич'],
];

/** Who the other parties are ('колишній чоловік', 'роботодавець', 'сусіди зверху', 'банк'...), one per role. */
export function parties(text: string): CaseParty[] {
  const t = normalizeText(text);
  const out: CaseParty[] = [];
  for (const [re, role, label] of PARTY_RULES) {
    if (out.some((p) => p.role === role || (role === 'spouse' && p.role === 'former_spouse'))) continue;
    if (re.test(t)) out.push({ role, label, name: null });
  }
  return out;
}

const DESIRE = /(?:^|[^\p{L}])(?<!(?:^|[^\p{L}])(?:не|ні)\s)(хочу|нужно|надо|нужен|нужна|хотим|хотела бы|хотел бы|хотів би|хотіла б|хотілося б|бажаю|прагну|моя мета|мета —|мета -|потрібно|треба|мені потрібн\p{L}*|мені треба|необхідно|хочемо|найголовніше для мене( зараз)?( —| -|:)?|найголовніше( —| -|:)?|головне( —| -|:)?|(?:мне |для меня )?главное( —| -|:)?|прошу|планую|збираюся|хотілось би|нам потрібн\p{L}*|нам треба|нам нужн\p{L}*|потрібен|потрібна|потрібні|давайте (?:спочатку|спершу|краще|сначала|лучше)|найперше(?: —| -|:)?|насамперед|перш за все|(?:мені|мне|нам) (?:тільки|лише|только|лишь|просто|саме|именно)(?= (?!\p{L}*(?:ла|ли|ло|в|л|те|іть)(?!\p{L}))\p{L})|(?:мені|мне|нам) (?:б|би|бы)(?= (?:тільки |лише |только |лишь )?(?:щоб|шоб|чтобы|чтоб) ))(?!\p{L})\s*(?:,\s*)?(?:це\s+)?/u;

/** 'забула найголовніше', 'не сказала головного': the words before a marker that make it an object. */
const FORGOT = /(^|[^\p{L}])(забул\p{L}*|забув|забыл\p{L}*|не сказа\p{L}*|не написа\p{L}*|упустил\p{L}*|пропустил\p{L}*)\s*$/u;

/** 'я ж все написала', 'читайте вище': the client points back at what they wrote — that is not a goal. */
const POINTS_BACK = /(все|усе|вже|уже)( ж| же)? (на)?писа[вл]|написано вище|читайте вище|я ж (вам )?(на)?писа[вл]|я ж (вам )?(сказа[вл]|каза[вл]|пишу|кажу)|я вже каза[вл]|я же (вам )?(на)?писа[вл]|я же (вам )?(пишу|говорю)|я все написа[вл]/;

/** 'кожен буде питати, чого я хочу': the question retold, not a goal. */
const ASKS_WHAT_I_WANT = /(чого|що|шо|что) (я|ми|мы) (хочу|хочемо|хочу|хочем)/;

/** Words after 'хочу' that say nothing more ('Пенсію хочу, ясно ж'). */
const FILLER = /^(ясно|зрозуміло|і все|та й годі|же|ж|понятно|и всё|и все|і крапка|от і все|ото й усе)([\s,.!]|$)/;

/** The outcome in the assistant's words: the goal the client states, without 'хочу', tidied. */
export function outcomeFrom(said: string, asAnswer = false): string | null {
  // What someone else said, in quotes ('бо "треба фарбувати стіни"'), is not the client's goal.
  const text = said.replace(QUOTED, ' ');
  const all = sentencesOf(text);
  // An answer that opens with the goal ('скасувати штраф. мені треба до кінця місяця щось подати'): the opening leads;
  // a wish said after it is a remark about time or money.
  if (asAnswer && all[0] && opensWithGoal(all[0])) return tidy(all[0].replace(/[.!…]+$/, '').trim());
  for (const [i, s] of all.entries()) {
    const t = s.replace(/[.!…]+$/, '').trim();
    const found = DESIRE.exec(t.toLowerCase());
    // 'ой, забула найголовніше': the marker is what was forgotten, not the goal's opening.
    const m = found && FORGOT.test(t.toLowerCase().slice(0, found.index + found[0].indexOf(found[1]))) ? null : found;
    // 'Хай суд стягне з неї борг, от це хочу', '…через суд визнавати право власності. Ось це мені треба': the goal is
    // the clause the pointer stands for (none when that clause asks something: the document then tells the goal).
    const after = t.slice(m ? m.index + m[0].length : 0).trim().toLowerCase();
    if (m && (POINTER.test(after) || ((!after || GENERIC_VERB.test(after)) && POINTER.test(t.slice(0, m.index + 1).split(/[,;:—–]\s*/).pop()!.trim().toLowerCase())))) {
      const earlier = [...all.slice(0, i).join(' ').split(/[.!…;]\s*/).join(', ').split(/,\s*/), ...t.slice(0, m.index).split(/[,;:—–]\s*/)].map((x) => x.trim()).filter((x) => /\p{L}{4}/u.test(x) && x.split(/\s+/).length >= 2 && !POINTER.test(x.toLowerCase()));
      const clause = earlier.pop();
      if (clause && !clause.includes('?') && GOAL_LIKE.test(clause.toLowerCase())) return tidy(goalClause(clause));
      continue;
    }
    // 'Найперше — статус учасника бойових дій': the marker alone, the goal follows it.
    if (m && !t.slice(m.index + m[0].length).trim() && !/\p{L}/u.test(t.slice(0, m.index + m[0].indexOf(m[1]))) && all[i + 1] && !all[i + 1].includes('?') && /^(найперше|насамперед|перш за все|найголовніше|головне)/.test(m[1])) {
      return tidy(goalClause(all[i + 1].replace(/[.!…]+$/, '')));
    }
    // 'щоб заплатили 180 тисяч, поки хочу без суду': the goal is the clause the sentence opens with.
    if (m && m.index > 0 && asAnswer && /^(щоб|шоб|аби|чтобы|чтоб)\s/i.test(t)) return tidy(goalClause(t));
    if (m) {
      const rest = t.slice(m.index + m[0].length).replace(/^[,:—–-]\s*/, '').trim();
      // 'поскаржитись теж хочу, але це потім': a goal put off is not the one to work on now.
      if (/^(але|но|та|а|тільки|только)?\s*(це|то|это|з цим|с этим)?\s*(потім|потом|пізніше|позже|згодом|почекає|подождет|не зараз|не сейчас)(?!\p{L})/u.test(rest.toLowerCase())) continue;
      // 'бо треба терміново, мені за садочок платити нема з чого': urgency, not what is wanted.
      if (/^(дуже |очень )?(терміново|срочно|швидко|быстро|швидше|скоріше|побыстрее)(\s*[,.!]|\s*$)/u.test(rest.toLowerCase())) continue;
      // 'мені відстрочку треба оформити': what is wanted may come before the verb.
      const lead = t.slice(0, m.index + 1).split(/[,;:—–.]\s*/).pop()!.trim().split(/\s+/).filter((w) => !LEAD_STOP.test(w.toLowerCase()));
      const object = lead.length && lead.length <= 3 && lead.every((w) => /^\p{L}{4,}$/u.test(w)) ? `${lead.join(' ')} ` : '';
      if (rest.split(/\s+/).length >= 2 && !rest.includes('?') && !FILLER.test(rest.toLowerCase())) return tidy(goalClause(`${object}${rest}`));
      // 'Пенсію хочу, ясно ж': the goal comes before the verb.
      const before = t.slice(0, m.index + 1).split(/[,;:—–]\s*/).pop()!.trim();
      // ('получить статус убд, бо пільги треба': a reason, not the goal.)
      if ((!rest || FILLER.test(rest.toLowerCase())) && /\p{L}{4}/u.test(before) && !/^(що|шо|чого|чо|я|ми|що я|чого я|шо я|бо|тому що|потому что|оскільки|так як)(\s|$)/.test(before.toLowerCase())) return tidy(before);
    }
  }
  if (!asAnswer) return null;
  const first = sentencesOf(text).find((s) => !s.includes('?') && /\p{L}{3}/u.test(s) && !POINTS_BACK.test(s.toLowerCase()) && !ASKS_WHAT_I_WANT.test(s.toLowerCase()));
  // 'ну а яка ще може бути мета. щоб заплатили за ремонт': a question said without its mark, then the goal.
  const led = first && RHETORICAL.test(first.trim().toLowerCase()) ? wishLed(text) : null;
  return led ?? (first ? tidy(first.replace(/[.!…]+$/, '')) : null);
}

const RHETORICAL = /^((ну|а|і|та|и|так)[,]? )*(яка|який|яке|які|що|шо|чого|чо|какая|какой|какое|что|чего)(\s|$)/u;
const WISH_OPENER = /^((і|й|та|а|и|ну|ще|еще|ещё)\s+)*(щоб|шоб|аби|чтобы|чтоб|хай|нехай|пусть)\s/u;
const QUOTED = /["«„“][^"«»„“”]{1,160}["»“”]/gu;

/** The first sentence that opens as a wish ('хай дадуть новий телефон', 'щоб заплатили за ремонт'), tidied. */
export function wishLed(text: string): string | null {
  const s = sentencesOf(text).find((x) => !x.includes('?') && WISH_OPENER.test(x.trim().toLowerCase()));
  return s ? tidy(goalClause(s.replace(/[.!…]+$/, '').trim().replace(/^((і|й|та|а|и|ну)\s+)+/iu, ''))) : null;
}

/** The goal itself, without the reasons and complaints that follow it ('розлучитися, він не погоджується'). */
function goalClause(s: string): string {
  // 'відстрочка, бо в пʼятницю йому йти': the goal before its reason, however short.
  const beforeReason = s.split(/,?\s+(?:бо|тому що|оскільки|адже)\s+/u)[0];
  if (beforeReason !== s && /\p{L}{4}/u.test(beforeReason)) return goalClause(beforeReason);
  const clause = goalCut(s);
  // 'щоб вона стала громадянкою': the subject belongs to the goal, not to a reason after it.
  return clause.split(/\s+/).length >= 2 ? clause : s;
}

function goalCut(s: string): string {
  return s.split(/,?\s+(?:бо|тому що|оскільки|але|проте|а він|а вона)\s+|(?<!(?:що|шо|як|коли|де|поки|доки|чого|що саме|щоб|шоб|аби|хай|нехай))\s+(?:він|вона|вони)\s+|,\s+(?=(?:він|вона|вони|але|бо|чоловік|дружина|роботодавець|сусід\p{L}*|банк|продавець|магазин|батько|мати|орендодавець)\s)/u)[0];
}

/** A word that points back at the goal said before it ('от це', 'саме це', 'от його'). */
const POINTER = /^(?:(?:от|ось|вот|ото|саме|именно|тож|тому|поэтому|так що|мені|мне|нам|і|и|а|мабуть|наверное|з|с|із|від|про)\s+)*(?:це|это|його|его|її|её|то|цього|этого|оце)$/u;

/** A verb that says nothing of its own beside a pointer ('з цього треба починати'). */
const GENERIC_VERB = /^(почина|начина|почат|начат|роби|дела|зроби|сдела)\p{L}*([,.]|$)/u;

/** A clause that says what is to be done ('хай суд стягне', 'визнавати право власності'), not what happened. */
/** Nouns and numerals that look like an infinitive ('мати', 'часть', 'пять'). */
const NOT_INFINITIVE = /^(мати|хати|діти|дети|ти|мать|часть|путь|суть|власть|смерть|память|пять|шесть|есть|сеть|треть|кости|гості|пусть|десять|девять|пути|сети)$/;
/**
 * The sentence opens with what is wanted, before anything else is said: 'щоб переглянули рішення ВЛК', 'поновитися
 * і щоб заплатили', 'отменить штраф' — not 'мені тут писати незручно' or a question.
 */
export function opensWithGoal(sentence: string): boolean {
  const t = sentence.trim().toLowerCase();
  if (t.includes('?') || DESIRE.test(t)) return false;
  const [first = '', second = ''] = t.match(/\p{L}+/gu) ?? [];
  // 'щоб не пропустити' after a question about deadlines explains the question.
  if (/^(щоб|шоб|чтобы|чтоб)$/.test(first) && /^(не|ні)$/.test(second) && (t.match(/\p{L}+/gu) ?? []).length <= 3) return false;
  if (/^(щоб|шоб|аби|чтобы|чтоб|хай|нехай|пусть)$/.test(first)) return true;
  // 'писати довго, я краще голосом' is a remark about the chat, not a goal.
  if (first.length < 5 || NOT_INFINITIVE.test(first) || STATE_WORD.test(second)) return false;
  // 'відшкодування збитків за ремонт і техніку': the goal named as the action's noun.
  if (/^(відшкодуванн|поновленн|стягненн|скасуванн|визнанн|розірванн|поверненн|виселенн|встановленн|оформленн|призначенн|перерахунк|розстрочк|реструктуризац|компенсац)/.test(first)) return true;
  // A Ukrainian infinitive; a Russian one only in a Russian sentence ('кажуть', 'платять' are no infinitives).
  return /(ти|тися|тись|чи)$/.test(first) || (/(ть|ться|тсь)$/.test(first) && /[ыэёъ]|(^|\s)(и|что|чтобы|мне|меня|это|его|её|ее|деньги|через|если|все|всё)(\s|$)/u.test(t) && !/(уть|ють)$/.test(first.replace(/нуть$/, 'нути')));
}
const STATE_WORD = /^(довго|важко|незручно|складно|тяжко|трудно|неудобно|сложно|долго|страшно|легше|легче|простіше|проще|зручніше|удобнее|нема|немає|нет)$/;

const GOAL_LIKE = /(^|\s)(щоб|шоб|чтобы|чтоб|хай|пусть|нехай)\s|\p{L}{3,}(ти|тися|тись|ть|ться|чь)(?!\p{L})/u;

/** Words before 'треба' that are no object of it ('мені', 'зараз', 'дуже'). */
const LEAD_STOP = /^(мені|мне|нам|я|ми|мы|вам|зараз|тепер|сейчас|теперь|дуже|очень|терміново|срочно|ще|вже|уже|еще|просто|і|и|а|та|но|але|так|от|вот|ну|мабуть|наверное|теж|також|тоже|тільки|только|лише|лишь|саме|именно|конечно|звісно|все|всё|усе|це|это|то|що|шо|что|бо|тому|потому|ось|от|так|справді|реально|взагалі|вообще|головне|главное|зовсім|совсем|есть|тобто|значит|значить|отже|давайте|давай|може|можливо|может|й)$/;

function tidy(s: string): string {
  // '…, ось шо головне' closes the goal, it is no part of it.
  // ('тільки щоб він платив': the 'only' of the correction is no part of the goal.)
  // ('щоб заплатили за ремонт, капець': an exclamation after it neither.)
  const t = s.replace(/,?\s*(ось|от|вот|це|это)\s+(шо|що|что)\s+(головне|главное|важливо|важно|треба|нужно)\s*$/iu, '').replace(/,?\s+(капець|кабзда|блін|блин|жах|ужас|чорт|трясця|господи|боже|ну)\s*$/iu, '').replace(/^(тільки|лише|только|лишь)\s+(?=(щоб|шоб|чтобы|чтоб|аби)\s)/iu, '').replace(/\s+/g, ' ').trim().slice(0, 300);
  return t.charAt(0).toLowerCase() + t.slice(1);
}
