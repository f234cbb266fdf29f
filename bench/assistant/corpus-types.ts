/** The evaluation corpus of the intake assistant: simulated clients and what a lawyer expects on the card. */
export type Asked = 'situation' | 'details' | 'city' | 'when' | 'outcome' | 'choice' | 'confirm';
export type QuestionKind = 'price' | 'duration' | 'confidentiality' | 'hours' | 'prepare' | 'self' | 'deadline' | 'callback' | 'online' | 'guarantee' | 'other';

/**
 * A date expectation, relative to the day the evaluation runs where the client spoke relatively:
 * 'd:2024-03-12' a day ('d:this-11-03': the latest 3 November not in the future), 'mon:2024-03' a month ('mon:last-09': the latest September not in the future), 'since:03' from the latest March, 'year:2023', 'thisyear', 'rel:-14' N days ago, 'mago:3' N months ago,
 * 'yago:2' N years ago, 'lastweek' / 'lastmonth' / 'lastyear', 'vague' (wording kept, no date), null (nothing said).
 */
export type WhenExpect = string | null;

export interface EvalConversation {
  id: string;
  /** Set aside: never used for tuning. */
  holdout?: boolean;
  name: string;
  /** The client's first messages, each sent after the previous reply. */
  opening: string[];
  /** What the client answers when asked; an array answers successive asks of the same question. */
  answers: Partial<Record<Exclude<Asked, 'confirm' | 'choice'>, string | string[]>>;
  /** Sent instead of the answer the first time the assistant asks `at` (a question of the client's own). */
  interrupt?: { at: Asked; text: string };
  /** Sent instead of the answer the first time the assistant asks `at`. */
  abuse?: { at: Asked; text: string };
  /** Sent at the first confirmation instead of 'yes'; the card must then show `expect`. */
  correction?: { text: string; expect: Partial<{ city: string; document: string; area: string }> };
  expect: {
    area: string;
    document: string;
    city: string | null;
    when: WhenExpect;
    /** Lower-case stems that must all appear in the card's outcome; null when the client never said. */
    outcome: string[] | null;
    /** The client's own questions the assistant must acknowledge. */
    questions?: QuestionKind[];
  };
}
