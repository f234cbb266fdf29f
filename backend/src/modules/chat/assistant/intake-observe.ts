import { CASE_CARD_LIMITS, type CaseCard } from '@law/contracts';
import { classifyConversation, conversationWords, documentArea, documentTitled, namesDocument } from './classifier';
import { namesDoc } from './document-words';
import { AFFIRMS, BUT_WANTS, DEADLINE_CONTEXT, FOR_NOW, FURTHER_EVENT, replaces, RETIMED } from './correction-words';
import { GENERAL_DOCUMENT } from './legal-catalogue';
import { appendBounded, type IntakeState, type QuestionId } from './intake-state';
import { turnedDown } from './turned-down';
import { amounts, childrenCount, deadlines, opensWithGoal, outcomeFrom, parties, wishLed } from './understanding/case-facts';
import { contrastedWhen } from './understanding/date-corrections';
import { parseWhen, vagueWhen } from './understanding/dates';
import { findPlace, findRegion } from './understanding/gazetteer';
import { homeVillage, namedInCorrection, unknownSettlement, writtenAs } from './understanding/unknown-places';
import { goalSentences, isDontKnow, isNo, sentencesOf } from './understanding/intents';
import { hasKeyword, normalizeText, words } from './text-match';

/** What an answer to the question asked last gave: filled, not a fit (clarify), or the client cannot say. */
/** 'vague': an answer that names no date ('давно'), kept on the card and asked about once more. */
export type AnswerFit = 'filled' | 'unfit' | 'region-only' | 'vague' | 'declined' | 'none';


const NOTHING_YET = /(нічого (ще |поки )?не (сталос|трапилос|відбулос)|ще нічого не|поки нічого не|ничего (еще |ещё )?не (случилос|произошл))/;

/** A vague answer that still leaves the deadlines unknown: worth one more question. */
const LONG_AGO = /^(давно|кілька років|багато років|нещодавно|недавно)$/;

/** The goal speaks of the document: one of its keywords is in it. */
const speaksOf = (goal: string, doc: { keywords: readonly string[] }) => namesDoc(conversationWords(goal), doc, true);

/** Documents the client turned down: never the answer again (the latest ten). */
function reject(s: IntakeState, titles: readonly string[]): void {
  if (titles.length) s.rejected = [...new Set([...(s.rejected ?? []), ...titles])].slice(-10);
}

/** Every telling word of the new goal is in the old one ('відстрочка' and 'оформили відстрочку по догляду'). */
function saysNothingNew(fresh: string, old: string): boolean {
  const stems = (x: string) => words(x).filter((w) => w.length >= 6).map((w) => w.slice(0, 6));
  const known = new Set(stems(old));
  const mine = stems(fresh);
  return mine.length > 0 && mine.every((w) => known.has(w));
}

/**
 * Takes the answer to the question asked last (`alongQuestion`: the message also asked something or was abusive;
 * `answerLeads`: the message opens with the answer, the question follows); returns how well it fitted.
 */
export function takeAnswer(s: IntakeState, asked: QuestionId | undefined, answer: string, now: Date, alongQuestion = false, answerLeads = false): AnswerFit {
  if (!asked || !answer.trim()) return 'none';
  const card = s.card;
  switch (asked) {
    case 'city': {
      const place = findPlace(answer, true);
      if (place?.city) {
        card.city = place.city;
        card.region = place.region ?? card.region;
        return 'filled';
      }
      if (place?.region) card.region = place.region;
      const other = unknownSettlement(answer, s.clarified.includes('city'));
      if (other) {
        card.city = other.slice(0, CASE_CARD_LIMITS.shortText);
        return 'filled';
      }
      // 'Не скажу' to 'which city?' gets one explanation why it matters (the clarification), then it is let go.
      if (isDontKnow(answer) && s.clarified.includes('city')) return 'declined';
      return place?.region ? 'region-only' : 'unfit';
    }
    case 'when': {
      const when = parseWhen(answer, now, true);
      if (when) {
        card.when = when;
        return 'filled';
      }
      const vague = vagueWhen(answer);
      if (vague) {
        card.when = vague;
        return LONG_AGO.test(vague.text) && !s.clarified.includes('when') ? 'vague' : 'filled';
      }
      // 'та ще нічого не сталося': the client wants something done (land, a permit), there is no date to ask about again.
      if (NOTHING_YET.test(normalizeText(answer))) return 'declined';
      return isDontKnow(answer) ? 'declined' : 'unfit';
    }
    case 'choice': {
      // 'Ні, претензію я їм уже відносив…' answers the choice by what was done already.
      const done = turnedDown(answer, card.area);
      reject(s, done);
      const picked = pickOption(answer, s.choice.filter((title) => !done.includes(title)));
      if (picked) {
        s.chosen = picked;
        return 'filled';
      }
      // None of them, another goal of the client's own ('Ні, аліменти не треба… Мені розлучення треба'): the whole
      // conversation, with that goal, decides.
      if (namesDocument(answer)) return 'filled';
      if (!isNo(answer) && !/(жодн|нічого з|інше|не підходить)/.test(normalizeText(answer))) return 'unfit';
      // None of the likely documents fits: the lawyer picks it on the call; the area stands.
      s.chosen = GENERAL_DOCUMENT;
      return 'declined';
    }
    case 'outcome': {
      if (isDontKnow(answer)) return 'declined';
      // Beside a question of the client's own ('а можна ви мені наберете? мені тут писати незручно') the rest of the
      // message explains the question: only a goal said as one ('хочу…', 'щоб…') is taken.
      // '…які документи зібрати? хочу все підготувати наперед' explains the question: a goal told before stands.
      // ('поновитися і щоб заплатили… що ще треба зібрати?': the goal the answer opens with is taken beside the question.)
      const leads = answerLeads && opensWithGoal(sentencesOf(answer)[0] ?? '');
      if (alongQuestion && card.outcome && !leads) return 'none';
      const outcome = outcomeFrom(answer, !alongQuestion || leads);
      if (!outcome) return 'unfit';
      card.outcome = outcome.slice(0, CASE_CARD_LIMITS.outcome);
      s.goals = appendBounded(s.goals, answer);
      s.latestGoal = answer.slice(0, 1000);
      return 'filled';
    }
    default:
      return words(answer).length >= 3 ? 'filled' : 'none';
  }
}

const ORDINALS: ReadonlyArray<[RegExp, number]> = [
  [/(?:^|[^\p{L}\d])(1|перш\p{L}*|один|одне)(?![\p{L}\d])/u, 0],
  [/(?:^|[^\p{L}\d])(2|друг\p{L}*|два|дві)(?![\p{L}\d])/u, 1],
  [/(?:^|[^\p{L}\d])(3|трет\p{L}*|три)(?![\p{L}\d])/u, 2],
];

/** The offered document the client picked: by its number ('2', 'друге') or by the words of the option. */
function pickOption(answer: string, offered: readonly string[]): string | null {
  const t = normalizeText(answer);
  const byNumber = ORDINALS.filter(([re, i]) => i < offered.length && re.test(t));
  if (byNumber.length === 1) return offered[byNumber[0][1]];
  if (/(останн)/.test(t) && offered.length) return offered[offered.length - 1];
  const answerWords = words(answer);
  const said = answerWords.filter((x) => x.length >= 4).map((x) => x.slice(0, 5));
  const scored = offered.map((title) => {
    const doc = documentTitled(title);
    if (!doc) return { title, score: 0 };
    const needWords = words(doc.need).filter((x) => x.length >= 4).map((x) => x.slice(0, 5));
    const overlap = said.filter((x) => needWords.includes(x)).length;
    const keywords = doc.keywords.filter((k) => !k.startsWith('~') && hasKeyword(answerWords, k)).length;
    return { title, score: overlap + keywords };
  }).sort((a, b) => b.score - a.score);
  return scored[0]?.score > 0 && scored[0].score > (scored[1]?.score ?? 0) ? scored[0].title : null;
}

function mergeBy<T>(prev: T[], add: T[], same: (a: T, b: T) => boolean): T[] {
  const out = [...prev];
  for (const x of add) if (!out.some((y) => same(x, y))) out.push(x);
  return out.slice(0, CASE_CARD_LIMITS.listItems);
}

/**
 * Takes in everything a message says besides the direct answer: a place, a date, a goal, children, amounts,
 * deadlines, parties — and re-scores the area and the documents on the whole conversation. `correcting`: the
 * client corrects the assistant, so a new place, date or goal replaces the old one. `storyOnly` (a message with abuse):
 * its words count for the area and the documents, nothing of it goes on the card as a fact.
 */
export function observe(s: IntakeState, clean: string, now: Date, correcting: boolean, storyOnly = false): void {
  const card: CaseCard = s.card;
  if (!clean.trim()) return;
  s.notes = appendBounded(s.notes, clean);
  if (storyOnly) {
    classify(s, clean, false);
    return;
  }
  // A correction names the place as an answer would, in Russian too ('нет, не Никополь, я в Марганце живу').
  // The first reading that names a settlement wins; an oblast alone ('під Бердичевом') does not stop the search.
  const readings = correcting && card.city ? [findPlace(clean, false, card.city), findPlace(clean, true, card.city), findPlace(clean, false)] : [findPlace(clean, false)];
  // Before the card's own city may be read again, a name the gazetteer does not know ('пишіть Стебник').
  const named = correcting && !readings.slice(0, 2).some((p) => p?.city) ? namedInCorrection(clean) : null;
  if (named) readings.splice(2, 0, { city: named, region: findRegion(clean) });
  // 'у селі Старі Безрадичі', 'з села Кислиця': a settlement said as one, the gazetteer's or not.
  const marked = !card.city && !readings.some((p) => p?.city) ? homeVillage(clean) : null;
  if (marked) readings.push({ city: marked, region: findRegion(clean) });
  // The place as the client asks it written wins over any other the correction names ('…в Тернополе, но город пишите мой, Кременец').
  const written = correcting ? writtenAs(clean) : null;
  // ('пишите Чугуев': the gazetteer's reading of the message spells it 'Чугуїв'.)
  // (Only a name the gazetteer knows: 'в селі Судилкові… пишіть Судилків' is written as asked.)
  const spelled = written ? readings.find((p) => p?.city?.slice(0, 3).toLowerCase() === written.slice(0, 3).toLowerCase() && findPlace(p.city, true)?.city === p.city) : undefined;
  const place = spelled ?? (written ? { city: written, region: findPlace(written, true)?.region ?? findRegion(clean) } : null) ?? readings.find((p) => p?.city) ?? readings.find((p) => p) ?? null;
  // 'ой, ні, не Суми… зараз живемо в Полтаві, тут і подавати' corrects the place only: it states no goal.
  // 'Поправка: посвідку я отримав не в 2020, а в 2019' corrects the date only: no goal and no other document in it.
  const [stated, wish, down] = [outcomeFrom(clean), wishLed(clean), correcting ? turnedDown(clean, card.area) : []];
  // 'не позавчора, а тиждень тому', 'до 1 марта, а не мая': the date the contrast gives.
  const contrast = correcting ? contrastedWhen(clean, card.when, now) : null;
  const current = documentTitled(card.document);
  const otherDocument = namesDocument(clean, card.area ?? undefined) && !(current && namesDoc(conversationWords(clean), current));
  const dated = correcting && !place?.city && (contrast ?? (RETIMED.test(normalizeText(clean)) ? parseWhen(clean, now) : null));
  const placeOnly = (correcting && Boolean(place?.city) && !namesDocument(clean, card.area ?? undefined) && !stated && !wish)
    || (Boolean(dated) && !otherDocument && !stated && !wish && !down.length);
  const goals = placeOnly ? '' : goalSentences(clean);
  // 'так, тільки ще вкажіть, що чек у мене на руках', 'так, і ще хочу щоб борг розстрочили': a yes that adds a fact or
  // a wish keeps the document; a new wish may be the second one.
  const affirms = correcting && !placeOnly && AFFIRMS.test(normalizeText(clean)) && !BUT_WANTS.test(normalizeText(clean)) && !replaces(clean) && !down.length;
  // What the client corrects beyond the place is read on its own too when the document is chosen.
  if (correcting && !placeOnly && !affirms) s.correction = clean.slice(0, 1000);
  if (goals || (correcting && !placeOnly && isNo(clean))) {
    s.goals = appendBounded(s.goals, goals || clean);
    s.latestGoal = (goals || clean).slice(0, 1000);
  }
  if (place?.city && (!card.city || correcting)) {
    card.city = place.city;
    card.region = place.region;
  } else if (place?.region && (!card.region || correcting) && (!card.city || place.city === card.city)) {
    card.region = place.region;
  }
  // 'по боргу за кредит, який я ще два роки тому погасив': a date in a relative clause dates a thing of the
  // background, not what happened.
  const datable = sentencesOf(clean).filter((x) => !DEADLINE_CONTEXT.test(x.toLowerCase())).join(' ').replace(RELATIVE_CLAUSE, '');
  // A correction moves the date only when it speaks of the time ('ні, це було в березні'); 'в пʼятницю йому йти' or
  // 'договір закінчився в серпні' beside a new goal is not when it happened.
  // What the correction denies is no date ('позичала не в березні, а в квітні 2025').
  // ('тільки ще таке сталось: вчора один з них прийшов' tells a new event, not when the first one was.)
  const retimed = sentencesOf(datable).filter((x) => RETIMED.test(normalizeText(x)) && !FURTHER_EVENT.test(normalizeText(x))).join(' ').replace(/(^|[\s,])не\s+(?:в|у|во|з|із|с|на)\s+[\p{L}'’]+(?:\s+\d{4})?/gu, '$1');
  const when = contrast ?? parseWhen(correcting && card.when?.from ? retimed : datable, now);
  if (when && (!card.when || correcting || !card.when.from)) card.when = when;
  // A correction may say the new goal as a wish of its own ('не, гроші не надо. хай дадуть новий телефон').
  const outcome = stated ?? (correcting && !placeOnly ? wish : null);
  // A goal said in passing is kept, but the outcome question is still asked once: the answer replaces it.
  // A new goal in a correction leads; the earlier one stays after it ('аліменти на дітей; також розірвати шлюб').
  // The same goal said again in fewer words ('відстрочка' after 'оформити відстрочку по догляду') adds nothing.
  const repeated = Boolean(outcome && correcting && card.outcome && saysNothingNew(outcome, card.outcome));
  if (outcome && !repeated) {
    // A yes that adds a wish ('так… і хай ще повернуть ті 3200') keeps the goal first, the wish after it.
    if (affirms && card.outcome && !card.outcome.includes(outcome)) card.outcome = `${card.outcome}; також ${outcome}`.slice(0, CASE_CARD_LIMITS.outcome);
    else if (correcting && card.outcome && !card.outcome.includes(outcome)) card.outcome = `${outcome}; також ${card.outcome.replace(/; також .*$/, '')}`.slice(0, CASE_CARD_LIMITS.outcome);
    // Until the outcome question is answered, the latest goal said in full wins ('робота мені потрібна' in the story,
    // then 'хочу щоб її перевірили і змусили оформити мене').
    else if (!card.outcome || correcting || (!s.asked.includes('outcome') && outcome.split(/\s+/).length >= 3)) card.outcome = outcome.slice(0, CASE_CARD_LIMITS.outcome);
  }
  card.facts.amounts = mergeBy(card.facts.amounts, amounts(clean), (a, b) => a.value === b.value && a.currency === b.currency);
  card.facts.deadlines = mergeBy(card.facts.deadlines, deadlines(clean, now), (a, b) => a.date === b.date);
  card.parties = mergeBy(card.parties, parties(clean), (a, b) => a.role === b.role);
  reject(s, down);
  // The document stands when only the place was corrected.
  if (affirms && card.document) {
    const [area, document, second] = [card.area, card.document, card.secondary_document];
    classify(s, clean, false);
    const fresh = card.document !== document && card.document !== GENERAL_DOCUMENT && card.area === area ? card.document : null;
    [card.area, card.document, card.secondary_document] = [area, document, fresh ?? second];
  } else if (!placeOnly) {
    const before = card.document;
    classify(s, clean, correcting);
    // What the client turns down for another document does not stay as the second one ('Також знадобиться').
    if (correcting && before && before !== GENERAL_DOCUMENT && card.document !== before && replaces(clean)) {
      reject(s, [before]);
      classify(s, clean, correcting);
    }
    // A correction that changes the document and says no goal of its own ('От його хочу'): the new document's goal
    // leads, the one on the card stays after it unless it already speaks of the new document.
    const doc = documentTitled(card.document);
    if (correcting && !outcome && doc && card.document !== before && !(card.outcome && speaksOf(card.outcome, doc))) {
      card.outcome = (card.outcome ? `${doc.need}; також ${card.outcome.replace(/; також .*$/, '')}` : doc.need).slice(0, CASE_CARD_LIMITS.outcome);
    }
    // The earlier goal goes with the document turned down ('поновитись на роботі…' after 'повертатись я не збираюсь').
    const turned = correcting && before && s.rejected?.includes(before) ? documentTitled(before) : undefined;
    const [lead, earlier] = card.outcome?.split('; також ') ?? [];
    if (turned && earlier && replaces(clean) && !FOR_NOW.test(normalizeText(clean)) && speaksOf(earlier, turned) && !(doc && speaksOf(earlier, doc))) card.outcome = lead;
  }
  // 'у сина вкрали машину': a grown son in a theft story is no child of the case; outside family matters only children
  // named as such ('двоє дітей', 'дитина') count.
  const children = card.area === 'family' || CHILD_WORDS.test(normalizeText(clean)) ? childrenCount(clean) : null;
  if (children !== null && (card.facts.children_count === null || correcting || children > card.facts.children_count)) card.facts.children_count = children;
}

const RELATIVE_CLAUSE = /,\s*(?:який|яка|яке|які|котрий|котра|котре|котрі|который|которая|которое|которые)\s[^,.;!?]*/giu;

const CHILD_WORDS = /(^|[^\p{L}])(дит|діт|малюк|малол|неповнол|школяр)/u;

/** Re-scores the area and the documents on the whole conversation (the client's own choice stands, see below). */
function classify(s: IntakeState, clean: string, correcting: boolean): void {
  const card = s.card;
  const c = classifyConversation({ notes: s.notes, goals: s.goals, latest: s.latestGoal, rejected: s.rejected, correction: s.correction });
  // The client's own choice stands until a correction names a goal of its own.
  if (s.chosen && correcting && (namesDocument(clean) || s.rejected?.includes(s.chosen))) s.chosen = undefined;
  const chosenArea = s.chosen ? documentArea(s.chosen) : undefined;
  if (s.chosen === GENERAL_DOCUMENT) {
    if (c.score > 0) card.area = c.area.id as CaseCard['area'];
    card.document = GENERAL_DOCUMENT;
    card.secondary_document = null;
  } else if (s.chosen && chosenArea) {
    card.area = chosenArea.id as CaseCard['area'];
    card.document = s.chosen;
    card.secondary_document = c.secondary && c.secondary !== s.chosen && c.area === chosenArea ? c.secondary : null;
  } else if (c.score > 0) {
    card.area = c.area.id as CaseCard['area'];
    card.document = c.document;
    card.secondary_document = c.secondary;
  }
  if (c.score > 0 || words(clean).length >= 8) s.described = true;
}

/** The client's own questions, kept on the card (trimmed, no duplicates). */
export function keepQuestions(card: CaseCard, questions: readonly string[]): void {
  for (const q of questions) {
    const t = q.trim().slice(0, CASE_CARD_LIMITS.question);
    if (t && !card.questions.includes(t) && card.questions.length < CASE_CARD_LIMITS.listItems) card.questions.push(t);
  }
}
