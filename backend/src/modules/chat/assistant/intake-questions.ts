import { QUESTION_ORDER, type IntakeState, type QuestionId } from './intake-state';

// Which of the intake's questions is still open: the next one to ask, and whether the last one is asked again.

/** The next question the card still needs, in the fixed order. */
export function nextQuestion(s: IntakeState): QuestionId | undefined {
  const c = s.card;
  for (const q of QUESTION_ORDER) {
    if (s.declined.includes(q) || s.asked.includes(q)) continue;
    if (q === 'situation' && s.described) continue;
    if (q === 'details' && (c.area || !s.described)) continue;
    if (q === 'city' && c.city) continue;
    if (q === 'when' && c.when && !backgroundDate(c.when) && !latestIncident(c.when, s.notes)) continue;
    return q;
  }
  return undefined;
}

/**
 * A date told in passing that is coarser than a day ('служу з 2022', 'звільнилась у вересні', 'навесні') is often
 * background, and deadlines run from a day: 'when?' is still asked once, and the answer replaces it.
 */
function backgroundDate(when: NonNullable<IntakeState['card']['when']>): boolean {
  if (!when.from) return false;
  // Anything coarser than a day ('у вересні', 'з квітня', 'два роки тому' said in passing): the day itself is asked for.
  return when.from !== when.to || /^(з |у )?\d{4} р\.$/.test(when.text);
}

/**
 * 'колектори дзвонять мамі… вчора прислали фото': yesterday is the latest incident of a problem that goes on, not
 * when it began — 'when did it start?' is still asked once.
 */
function latestIncident(when: NonNullable<IntakeState['card']['when']>, notes: string): boolean {
  return /^(сьогодні|вчора|учора|позавчора|сегодня|вчера|позавчера)/.test(when.text) && ONGOING.test(notes.toLowerCase());
}
const ONGOING = /(постійно|досі|до сих пір|до сих пор|вже (\p{L}+ )?(місяц|тижн|рок|год|недел)|кожен день|кожного дня|каждый день|не платить|не платять|не платит|не платят|дзвонять|звонят|погрожують|угрожают|пишуть|пишут|знову|опять|вкотре|місяцями|роками|тягне|тягнуть)/u;

/** The question asked last is still open (the client wrote something else): ask it again in other words. */
function stillOpen(s: IntakeState, q: QuestionId | undefined): boolean {
  if (!q || s.declined.includes(q)) return false;
  const c = s.card;
  return (q === 'city' && !c.city) || (q === 'when' && !c.when) || (q === 'outcome' && !c.outcome) || (q === 'situation' && !s.described);
}

/**
 * The question asked last is still to be asked: it is open, or the client was interrupted (abuse, a question beside
 * no answer) — then even a rough answer the story gave does not close it, the client did not answer it.
 */
export function askAgain(s: IntakeState, asked: QuestionId | undefined, interrupted: boolean): boolean {
  return asked !== undefined && (stillOpen(s, asked) || (interrupted && asked !== 'choice'));
}
