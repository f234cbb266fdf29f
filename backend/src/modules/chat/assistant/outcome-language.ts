import { CASE_CARD_LIMITS } from '@law/contracts';
import { documentTitled } from './classifier';
import { GENERAL_DOCUMENT } from './legal-catalogue';
import { normalizeText } from './text-match';

/** Letters and little words only Russian has ('чтобы', 'и', 'получить'): a goal written in Russian. */
const RUSSIAN = /[ыэёъ]|(^|[^\p{L}])(и|что|чтобы|чтоб|как|его|ее|мне|меня|это|или|нужно|надо|хочу чтобы|получить|вернуть|сделать|снять|отменить|оформить)(?!\p{L})/u;

export const isRussian = (text: string) => RUSSIAN.test(normalizeText(text));

/**
 * The card is read by Ukrainian-speaking lawyers: a goal the client wrote in Russian leads with what the document is
 * for, in Ukrainian, and keeps the client's words after it ('оформити відстрочку від мобілізації (словами клієнта:
 * «получить отсрочку»)'). A goal in Ukrainian, or beside no document of the catalogue, stays as written.
 */
export function ukrainianOutcome(outcome: string | null, document: string | null): string | null {
  if (!outcome) return outcome;
  const [lead, ...rest] = outcome.split('; також ');
  const need = documentTitled(document)?.need;
  if (!need || document === GENERAL_DOCUMENT || lead.includes('(словами клієнта') || !isRussian(lead)) return outcome;
  const after = rest.length ? `; також ${rest.join('; також ')}` : '';
  const room = CASE_CARD_LIMITS.outcome - need.length - after.length - 22;
  const quote = lead.length <= room ? lead : `${lead.slice(0, Math.max(0, room - 1)).replace(/\s+\S*$/, '')}…`;
  return `${need} (словами клієнта: «${quote}»)${after}`.slice(0, CASE_CARD_LIMITS.outcome);
}
