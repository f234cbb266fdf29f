import { formatDate } from '@law/ui';

/** A calendar date 'YYYY-MM-DD' in uk-UA form (noon UTC keeps the same day in Kyiv). */
export function formatCalendarDate(date: string | null | undefined): string {
  if (!date) return '';
  const day = date.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T12:00:00Z`) : '';
}
