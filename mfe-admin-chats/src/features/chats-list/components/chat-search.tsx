import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 1000;

interface Props {
  /** The applied search (from the URL). */
  value: string;
  onSearch: (value: string) => void;
}

/** Search by name or phone, applied after 1 s without typing. */
export function ChatSearch({ value, onSearch }: Props) {
  const [input, setInput] = useState(value);
  const debounced = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);

  // Back/forward changes the applied search: show it in the box.
  useEffect(() => setInput(value), [value]);

  useEffect(() => {
    const next = debounced.trim();
    if (next !== value) onSearch(next);
    // Only a settled input triggers a search; `value` changing must not re-apply an old input.
  }, [debounced]);

  return (
    <div className="ac-search">
      <label htmlFor="chat-search" className="visually-hidden">
        Пошук по імені або телефону
      </label>
      <input
        id="chat-search"
        type="search"
        placeholder="Пошук по імені або телефону"
        value={input}
        onChange={(e) => setInput(e.target.value)}
        autoComplete="off"
      />
    </div>
  );
}
