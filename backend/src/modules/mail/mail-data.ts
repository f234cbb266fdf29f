import type { MailData } from '@law/contracts';

/** mail_data as stored may be partial or legacy; this always gives {files[], text, removed_files?}. */
export function normalizeMailData(raw: unknown): MailData {
  const v = (raw && typeof raw === 'object' ? raw : {}) as Partial<MailData>;
  const files = Array.isArray(v.files) ? v.files.filter((f): f is string => typeof f === 'string') : [];
  const text = typeof v.text === 'string' ? v.text : '';
  const out: MailData = { files, text };
  if (Array.isArray(v.removed_files)) out.removed_files = v.removed_files.filter((f): f is string => typeof f === 'string');
  return out;
}
