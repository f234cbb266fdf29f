import { useEffect, useRef, useState } from 'react';

export const COPIED_TEXT = 'Скопійовано!';
export const COPIED_MS = 2000;

/** Writes to the clipboard, with a fallback for browsers without the async Clipboard API. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

interface Props {
  /** The text, or a function producing it at click time. */
  text: string | (() => string | Promise<string>);
  label: string;
  className?: string;
  disabled?: boolean;
}

/** A button that copies and shows 'Скопійовано!' for 2 s. */
export function CopyButton({ text, label, className = 'btn btn-ghost btn-small', disabled }: Props) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    const value = typeof text === 'function' ? await text() : text;
    if (!(await copyToClipboard(value))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <button type="button" className={className} onClick={onClick} disabled={disabled} aria-live="polite">
      {copied ? COPIED_TEXT : label}
    </button>
  );
}
