/** Visitor feedback (spec sections 2, 5, 7, 8): POST /api/feedbacks {name, feedback, userId?} -> {success, error}. */
export interface FeedbackRequest {
  name: string;
  feedback: string;
  /** The registered visitor's id from stored user data, so staff see their phone. */
  userId?: string;
}

export const FEEDBACK_LIMITS = { nameMin: 2, nameMax: 40, textMin: 10, textMax: 500 } as const;

export const FEEDBACK_MESSAGES = {
  nameRequired: "Введіть ваше ім'я",
  nameLength: `Ім'я повинно містити від ${FEEDBACK_LIMITS.nameMin} до ${FEEDBACK_LIMITS.nameMax} символів`,
  textRequired: 'Введіть ваш відгук',
  textTooShort: `Відгук повинен містити мінімум ${FEEDBACK_LIMITS.textMin} символів`,
  textTooLong: `Відгук повинен містити не більше ${FEEDBACK_LIMITS.textMax} символів`,
  userIdInvalid: 'Некоректний ідентифікатор користувача',
  sent: '✓ Відгук відправлено!',
  thanks: 'Дякуємо за ваш відгук!',
  failed: 'Не вдалося відправити відгук. Спробуйте ще раз.',
  tooMany: 'Забагато відгуків з вашої адреси. Спробуйте пізніше.',
} as const;

/** Submissions allowed per IP within the window before 429 (defaults; the server reads its env). */
export const FEEDBACK_RATE_LIMIT = { max: 5, windowSeconds: 600 } as const;

/** The name rule; undefined when valid. The value is checked after trimming. */
export function feedbackNameError(name: unknown): string | undefined {
  const t = typeof name === 'string' ? name.trim() : '';
  if (!t) return FEEDBACK_MESSAGES.nameRequired;
  if (t.length < FEEDBACK_LIMITS.nameMin || t.length > FEEDBACK_LIMITS.nameMax) return FEEDBACK_MESSAGES.nameLength;
  return undefined;
}

/** The feedback text rule; undefined when valid. The value is checked after trimming. */
export function feedbackTextError(text: unknown): string | undefined {
  const t = typeof text === 'string' ? text.trim() : '';
  if (!t) return FEEDBACK_MESSAGES.textRequired;
  if (t.length < FEEDBACK_LIMITS.textMin) return FEEDBACK_MESSAGES.textTooShort;
  if (t.length > FEEDBACK_LIMITS.textMax) return FEEDBACK_MESSAGES.textTooLong;
  return undefined;
}

export interface FeedbackErrors {
  name?: string;
  feedback?: string;
}

export function validateFeedback(input: { name: unknown; feedback: unknown }): FeedbackErrors {
  const errors: FeedbackErrors = {};
  const name = feedbackNameError(input.name);
  const feedback = feedbackTextError(input.feedback);
  if (name) errors.name = name;
  if (feedback) errors.feedback = feedback;
  return errors;
}

// ---- admin side (GET /api/admin/feedbacks, GET /api/admin/feedbacks/{id})
export interface AdminFeedback {
  id: number;
  name: string;
  phone: string | null;
  /** ISO 8601 */
  created_at: string;
  feedback: string;
}

export interface FeedbackListResponse {
  feedbacks: AdminFeedback[];
  pagination: import('./pagination').Pagination;
}

export const ADMIN_FEEDBACK_MESSAGES = {
  listError: 'Помилка завантаження відгуків',
  detailsError: 'Помилка завантаження відгуку',
  notFound: 'Відгук не знайдено',
} as const;
