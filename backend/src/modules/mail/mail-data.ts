import type { MailData } from '@law/contracts';

/** mail_data as stored may be partial or legacy; this always gives {files[], text, removed_files?, file_names?}. */
export function normalizeMailData(raw: unknown): MailData {
  const v = (raw && typeof raw === 'object' ? raw : {}) as Partial<MailData>;
  const files = Array.isArray(v.files) ? v.files.filter((f): f is string => typeof f === 'string') : [];
  const text = typeof v.text === 'string' ? v.text : '';
  const out: MailData = { files, text };
  if (Array.isArray(v.removed_files)) out.removed_files = v.removed_files.filter((f): f is string => typeof f === 'string');
  if (v.file_names && typeof v.file_names === 'object' && !Array.isArray(v.file_names)) {
    out.file_names = Object.fromEntries(Object.entries(v.file_names).filter((e): e is [string, string] => typeof e[1] === 'string'));
  }
  return out;
}

/** An attachment's own name, fit to show: no path, no control characters, at most 200 characters. */
export function originalFileName(raw: string | undefined | null): string | null {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const name = [...base].filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127).join('').trim().slice(0, 200);
  return name || null;
}
