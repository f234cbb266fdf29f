import { useEffect, useId, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 1000;

interface Props {
  /** The applied search (from the URL). */
  value: string;
  onSearch: (value: string) => void;
  label: string;
  className?: string;
  delayMs?: number;
}

/**
 * A list's search box, applied after 1 s without typing. It keeps exactly what is typed ('Іван ' stays with its
 * space while the trimmed text is applied) and shows a search changed from outside (back/forward).
 */
export function SearchBox({ value, onSearch, label, className, delayMs = SEARCH_DEBOUNCE_MS }: Props) {
  const id = useId();
  const [input, setInput] = useState(value);

  useEffect(() => setInput((current) => (current.trim() === value ? current : value)), [value]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = input.trim();
      if (next !== value) onSearch(next);
    }, delayMs);
    return () => clearTimeout(timer);
    // Only a settled input triggers a search; `value` changing must not re-apply an old input.
  }, [input, delayMs]);

  return (
    <div className={className}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} type="search" placeholder={label} value={input} onChange={(e) => setInput(e.target.value)} autoComplete="off" />
    </div>
  );
}
