import type { CaseCard } from '@law/contracts';
import { CHAT_DISCONNECT_PHRASE } from '@law/contracts';
import { areaById, openChoice, type DocumentOption } from './classifier';
import { cardSummary, chatSummary, closingText, describeChanges, placeText } from './case-summary';
import { findPlace } from './understanding/gazetteer';
import { GENERAL_DOCUMENT } from './legal-catalogue';
import { ukrainianOutcome } from './outcome-language';
import { fill, PHRASES } from './intake-phrases';
import { keepQuestions, observe, takeAnswer } from './intake-observe';
import { askAgain, nextQuestion } from './intake-questions';
import { cloneState, MAX_CONFIRM_ROUNDS, MAX_TURNS, type IntakeState } from './intake-state';
import { findQuestions, type AskedQuestion } from './understanding/client-questions';
import { ASKS_WHO_ANSWERS, goalSentences, isNo, isSmallTalk, isYes, sentencesOf, withoutAbuse } from './understanding/intents';
import { normalizeText, words } from './text-match';

export { initialState, MAX_TURNS, parseState, type IntakeState } from './intake-state';

export interface IntakeInput {
  /** The client's name in the vocative ('Оксано'). */
  vocative: string;
  agentName: string;
  /** The time of the client's message: relative dates count from it. */
  now: Date;
  /** 'з 09:00 до 20:00' */
  hours: string;
  /** 'протягом години (до 15:40)' */
  callback: string;
  mailbox: string;
}

export interface IntakeStep {
  state: IntakeState;
  reply: string;
  finished: boolean;
  card: CaseCard;
  /** Repeated abuse: the chat is closed and the user blocked, as staff would. */
  blockUser?: boolean;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const pickFor = (s: IntakeState) => (list: readonly string[], key: string) => list[hash(`${s.seed}:${s.turn}:${key}`) % list.length];

/** A question wording not written before in this chat; a resume prefers the 'Повернімося…' wording. */
function askOnce(s: IntakeState, list: readonly string[], key: string): string | null {
  const fresh = list.filter((q) => !s.askedTexts.includes(q));
  const resume = fresh.filter((q) => q.startsWith('Повернімося'));
  const plain = fresh.filter((q) => !q.startsWith('Повернімося'));
  const pool = key.endsWith('resume') && resume.length ? resume : plain.length ? plain : fresh;
  if (!pool.length) return null;
  const text = pool[hash(`${s.seed}:${key}`) % pool.length];
  s.askedTexts.push(text);
  return text;
}

function finish(s: IntakeState, input: IntakeInput, prefix?: string): IntakeStep {
  s.stage = 'done';
  s.card.outcome = ukrainianOutcome(s.card.outcome, s.card.document);
  s.card.summary = cardSummary(s.card);
  s.card.area ??= 'general';
  // No document of the catalogue fits: the card says what the summary said, the lawyer names the document.
  s.card.document ??= GENERAL_DOCUMENT;
  const reply = closingText(s.card, { vocative: input.vocative, callback: input.callback, mailbox: input.mailbox, pick: pickFor(s), prefix });
  return { state: s, reply, finished: true, card: s.card };
}

/** `updated`: shown again after a correction, as an update ('ось оновлений підсумок'), not a first summary. */
function summarise(s: IntakeState, input: IntakeInput, parts: string[], updated = false): IntakeStep {
  s.stage = 'confirm';
  s.lastAsked = undefined;
  // Shown as it will be stored; the dialogue goes on reading the client's own words.
  const shown = { ...s.card, outcome: ukrainianOutcome(s.card.outcome, s.card.document) };
  s.card.summary = cardSummary(shown);
  const ask = PHRASES.confirmAsk[Math.min(s.confirmRounds, PHRASES.confirmAsk.length - 1)];
  s.confirmRounds += 1;
  parts.push(chatSummary(shown, input.vocative, pickFor(s)(updated ? PHRASES.summaryAgain : PHRASES.summaryIntro, 'summary'), ask));
  return { state: s, reply: parts.join('\n\n'), finished: false, card: s.card };
}

/** What the questions ask about, in our words ('Вартість послуг'): kept from a message with abuse instead of its text. */
const topics = (questions: readonly AskedQuestion[]) => questions.filter((q) => q.question.id !== 'other').map((q) => q.question.topic[0].toUpperCase() + q.question.topic.slice(1));

/**
 * One answer per kind of question. Beside a question of the catalogue, another sentence with a question mark is
 * mostly the same question in more words ('А що мені підготувати? Фото, акт, чеки?'): a short note, not a second
 * 'Це слушне запитання…' after the answer.
 */
function answersTo(questions: readonly AskedQuestion[], input: IntakeInput): string[] {
  const kinds = [...new Set(questions.map((q) => q.question))];
  const answered = kinds.filter((q) => q.id !== 'other' || kinds.length === 1);
  const answers = answered.map((q) => q.answer({ hours: input.hours, callback: input.callback }));
  return answered.length < kinds.length ? [...answers, PHRASES.otherQuestionNote] : answers;
}

/** One turn of the intake dialogue: what the client wrote → the assistant's reply, the new state and the card. */
export function step(prev: IntakeState, text: string, input: IntakeInput): IntakeStep {
  if (prev.stage === 'done') return { state: prev, reply: '', finished: true, card: prev.card };
  const s = cloneState(prev);
  s.turn += 1;
  const pick = pickFor(s);
  const parts: string[] = [];
  if (prev.turn === 0) parts.push(fill(pick(PHRASES.greeting, 'greeting'), { name: input.vocative, agent: input.agentName }));

  const heardAbuse = withoutAbuse(text);
  // The anger model's guess gives way to a question of the catalogue ('а адвокат може сьогодні ж передзвонити? у сина
  // допит вже в четвер'): a client who asks it is asking, not venting.
  const asks = heardAbuse.heard === 'model' && findQuestions(text).some((q) => q.question.id !== 'other');
  const { clean, abusive, insult } = asks ? { clean: text, abusive: false, insult: false } : heardAbuse;
  const cleanQuestions = findQuestions(clean);
  if (abusive) {
    if (insult) s.abuse += 1;
    if (s.abuse >= 2) {
      s.stage = 'done';
      s.card.outcome = ukrainianOutcome(s.card.outcome, s.card.document);
      s.card.summary = cardSummary(s.card);
      return { state: s, reply: `${PHRASES.abuseClose}\n\n${CHAT_DISCONNECT_PHRASE}.`, finished: true, card: s.card, blockUser: true };
    }
    // Answered calmly once, whatever else the message says ('в мене дитину забрали, а ви мені про місто').
    // 'ви бот чи людина?' is answered honestly whatever words come with it.
    const who = sentencesOf(text).find((x) => ASKS_WHO_ANSWERS.test(normalizeText(x)));
    parts.push(who ? PHRASES.whoAnswers : pick(PHRASES.abuseCalm, 'abuse'));
    // Asked in earnest ('А ви бот чи людина?', nothing else of the message angry), it is the client's question for the
    // lawyer too; in anger ('ви юристи чи хто, допоможіть вже а не допитуйте') or with suspicion ('…чи чергова
    // програма, яка потім мої дані продасть?') it is not.
    const rest = sentencesOf(text).filter((x) => x !== who).join(' ');
    // ('ви там роботи чи люди? я вам про батька, а ви мені про місто' is a reproach, not a question.)
    const earnest = who && words(who).length <= 8 && !withoutAbuse(rest).abusive && !/(^|[^\p{L}])(ви|вы|вам|вас)(?!\p{L})/u.test(normalizeText(rest));
    if (earnest) keepQuestions(s.card, [who]);
    else if (who) keepQuestions(s.card, [PHRASES.whoTopic]);
    // A question of the catalogue in the angry sentence itself ('ви задовбали зі своїми питаннями, скажіть вже скільки
    // це коштує') is answered too; the card keeps what it asks about in our words, none of the client's.
    const inAnger = findQuestions(text).filter((q) => q.question.id !== 'other' && !cleanQuestions.some((c) => c.question === q.question));
    keepQuestions(s.card, topics(inAnger));
    parts.push(...answersTo(inAnger, input));
    if (!clean.trim()) {
      const open = s.stage === 'intake' && askAgain(s, s.lastAsked, true) ? askOnce(s, PHRASES[s.lastAsked!], `${s.lastAsked}-resume`) : null;
      parts.push(open ?? 'Напишіть, будь ласка, коли будете готові продовжити.');
      return { state: s, reply: parts.join('\n\n'), finished: false, card: s.card };
    }
  }

  // Beside anger, a question no catalogue kind knows is sarcasm ('Ви ще спитайте, чи я хочу платити більше').
  const questions = cleanQuestions.filter((q) => !abusive || q.question.id !== 'other');
  // Questions asked in anger are answered; the card holds none of an angry message's words, only what its questions
  // of the catalogue ask about, in ours ('ви там зовсім? … до речі скільки часу є, щоб подати' → 'Строки звернення').
  keepQuestions(s.card, abusive ? topics(questions) : questions.map((q) => q.text));
  const answers = answersTo(questions, input);
  // At the confirmation 'то мабуть спочатку треба батьківство встановити, а вже потім аліменти?' proposes a goal: it
  // is answered and read as the correction too.
  const proposals = s.stage === 'confirm' ? questions.filter((q) => q.question.id === 'other' && goalSentences(q.text)) : [];
  const questionTexts = new Set(questions.filter((q) => !proposals.includes(q)).map((q) => q.text));
  const answerText = sentencesOf(clean).filter((x) => !questionTexts.has(x.slice(0, 500))).join(' ');

  // Nothing of a message with abuse is taken as an answer or a fact ('яка різниця коли! влітку!'): its story words
  // still tell the area, and the open question is asked again, calmly.
  if (s.stage === 'confirm') return abusive ? summarise(s, input, parts) : confirmTurn(s, answerText, answers, input, parts);

  const asked = s.lastAsked;
  // Beside a question the rest of the message is no plain answer: a goal is taken only when said as one.
  // ...but a settlement the gazetteer knows, said in a sentence of its own beside anger at the questions ('Да вы
  // достали уже своими вопросами! Вознесенск.'), answers 'where?': the card keeps the gazetteer's name, not the client's
  // words, and the client is not asked again for what they just wrote.
  const placeInAnger = abusive && !insult && asked === 'city' && words(clean).length <= 4 && Boolean(findPlace(clean, true)?.city);
  const fit = abusive && !placeInAnger ? 'none' : takeAnswer(s, asked, abusive ? clean : answerText, input.now, questions.length > 0, !questionTexts.has((sentencesOf(clean)[0] ?? '').slice(0, 500)));
  if (fit === 'declined' && asked) s.declined.push(asked);
  // A date or a place inside the client's question is no answer ('а адвокат може сьогодні ж передзвонити?', 'ви в Києві
  // працюєте?'); the question's words still tell the matter ('можна стягнути аліменти через суд?').
  // Answering the choice with a goal of one's own ('Ні, аліменти не треба… Мені розлучення треба') corrects the goal.
  const ownGoal = asked === 'choice' && fit === 'filled' && !s.chosen;
  observe(s, abusive ? clean : answerText, input.now, ownGoal, abusive);
  if (!abusive && questionTexts.size) observe(s, [...questionTexts].join(' '), input.now, false, true);
  parts.push(...answers);

  if (s.turn >= MAX_TURNS) return finish(s, input, [...parts, PHRASES.lawyerWillClarify].join('\n\n'));

  const area = areaById(s.card.area);
  if (area && !s.areaAnnounced) {
    parts.push(fill(pick(PHRASES.areaRecognised, 'area'), { topic: area.topic }));
    s.areaAnnounced = true;
  }

  // The answer did not fit: one clarifying question in other words, then move on.
  // Beside the client's own question the rest is a remark, not a failed answer: the question is resumed below.
  // An oblast after 'which town?' was clarified once already still gets its own short question ('А яке саме місто?').
  const settlementAsked = PHRASES.citySettlement.some((q) => s.askedTexts.includes(q));
  if (asked && (fit === 'unfit' || fit === 'region-only' || fit === 'vague') && !questions.length && (!s.clarified.includes(asked) || (fit === 'region-only' && !settlementAsked)) && (asked === 'city' || asked === 'when')) {
    const list = asked === 'city' ? (fit === 'region-only' ? PHRASES.citySettlement : PHRASES.cityClarify) : fit === 'vague' ? PHRASES.whenVague : PHRASES.whenClarify;
    const q = askOnce(s, list, `${asked}-clarify`);
    if (q) {
      if (!s.clarified.includes(asked)) s.clarified.push(asked);
      parts.push(q);
      return { state: s, reply: parts.join('\n\n'), finished: false, card: s.card };
    }
  }
  if (asked && (fit === 'unfit' || fit === 'region-only') && s.clarified.includes(asked) && !questions.length && !s.declined.includes(asked)) s.declined.push(asked);

  // Interrupted by a question or small talk: resume the open question in other words. After abuse, or a question
  // beside no answer, the question is asked again even when the story gave a rough answer (a month, a goal said in
  // passing): the client did not answer it.
  if (asked && askAgain(s, asked, (abusive || questions.length > 0) && fit !== 'filled') && (questions.length || isSmallTalk(clean) || abusive) && !s.declined.includes(asked)) {
    const q = askOnce(s, PHRASES[asked], `${asked}-resume`);
    if (q) {
      parts.push(q);
      return { state: s, reply: parts.join('\n\n'), finished: false, card: s.card };
    }
  }

  const q = nextQuestion(s);
  if (q) {
    const wording = askOnce(s, PHRASES[q], q);
    if (wording) {
      parts.push(wording);
      s.asked.push(q);
      s.lastAsked = q;
      return { state: s, reply: parts.join('\n\n'), finished: false, card: s.card };
    }
  }
  const options = s.asked.includes('choice') ? null : openChoice({ notes: s.notes, goals: s.goals, latest: s.latestGoal });
  if (options) return askChoice(s, options, parts);
  return summarise(s, input, parts);
}

/** The conversation left the document open: the client chooses among the likely ones (once, before the summary). */
function askChoice(s: IntakeState, options: DocumentOption[], parts: string[]): IntakeStep {
  s.choice = options.map((o) => o.doc.title);
  s.asked.push('choice');
  s.lastAsked = 'choice';
  const intro = askOnce(s, PHRASES.choice, 'choice') ?? PHRASES.choice[0];
  const list = options.map((o, i) => `${i + 1}. ${o.doc.need.charAt(0).toUpperCase()}${o.doc.need.slice(1)}`);
  parts.push([intro, ...list, PHRASES.choiceHint].join('\n'));
  return { state: s, reply: parts.join('\n\n'), finished: false, card: s.card };
}

function confirmTurn(s: IntakeState, answerText: string, answers: string[], input: IntakeInput, parts: string[]): IntakeStep {
  parts.push(...answers);
  if (isYes(answerText) || (!answerText.trim() && !answers.length)) return finish(s, input, answers.length ? answers.join('\n\n') : undefined);
  if (!answerText.trim()) {
    if (s.confirmRounds >= MAX_CONFIRM_ROUNDS) return finish(s, input, answers.join('\n\n'));
    return summarise(s, input, parts);
  }
  const before = structuredClone(s.card);
  observe(s, answerText, input.now, true);
  const changes = describeChanges(before, s.card);
  const place = placeText(s.card);
  if (changes.length) parts.push(fill(PHRASES.corrected, { changes: changes.join('; ') }));
  else if (s.card.city && place && findPlace(answerText, true)?.city === s.card.city) parts.push(fill(PHRASES.alreadyNoted, { what: `населений пункт — ${place}` }));
  else if (isNo(answerText) && answerText.split(/\s+/).length <= 3 && !s.askedTexts.includes(PHRASES.correctionAsk)) {
    s.askedTexts.push(PHRASES.correctionAsk);
    parts.push(PHRASES.correctionAsk);
    return { state: s, reply: parts.join('\n\n'), finished: false, card: s.card };
  } else parts.push(PHRASES.addedNote);
  if (s.confirmRounds >= MAX_CONFIRM_ROUNDS || s.turn >= MAX_TURNS) return finish(s, input, [...parts, PHRASES.lawyerWillClarify].join('\n\n'));
  return summarise(s, input, parts, true);
}
