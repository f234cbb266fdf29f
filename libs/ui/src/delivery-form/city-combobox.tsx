import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NP_SUGGESTIONS_HIDE_MS, type NpCity } from '@law/contracts';
import { canSearchCities } from './delivery-rules';
import { useCitySearch } from './use-city-search';

interface Props {
  selected: NpCity | null;
  onSelect: (city: NpCity | null) => void;
  disabled?: boolean;
}

/** City search with a keyboard-navigable suggestion list (ARIA combobox + listbox). */
export function CityCombobox({ selected, onSelect, disabled }: Props) {
  const inputId = useId();
  const listId = useId();
  const errorId = useId();
  const [text, setText] = useState(selected?.Description ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searching = open && text !== (selected?.Description ?? null);
  const { cities, loading, error, answered } = useCitySearch(text, searching);

  useEffect(() => () => clearTimeout(hideTimer.current), []);
  useEffect(() => setActive(-1), [cities]);

  const choose = (city: NpCity) => {
    setText(city.Description);
    setOpen(false);
    onSelect(city);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (cities.length ? (i + 1) % cities.length : -1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (cities.length ? (i <= 0 ? cities.length - 1 : i - 1) : -1));
    } else if (e.key === 'Enter' && open && active >= 0 && cities[active]) {
      e.preventDefault();
      choose(cities[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const showList = open && searching && cities.length > 0;
  const optionId = (i: number) => `${listId}-opt-${i}`;
  return (
    <div className="delivery-field delivery-city">
      <label htmlFor={inputId}>Місто</label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder="Почніть вводити назву міста"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={text}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          if (selected) onSelect(null);
        }}
        onFocus={() => {
          clearTimeout(hideTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          hideTimer.current = setTimeout(() => setOpen(false), NP_SUGGESTIONS_HIDE_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Міста" className="delivery-suggestions" hidden={!showList}>
        {showList &&
          cities.map((city, i) => (
            <li
              key={city.Ref}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'active' : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(city)}
            >
              <span>{city.Description}</span>
              {city.AreaDescription && <span className="muted"> · {city.AreaDescription} обл.</span>}
            </li>
          ))}
      </ul>
      {open && searching && loading && <p className="delivery-hint muted">Пошук міст...</p>}
      {open && searching && !loading && !error && answered === text && canSearchCities(text) && cities.length === 0 && (
        <p className="delivery-hint muted">Міст не знайдено</p>
      )}
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
