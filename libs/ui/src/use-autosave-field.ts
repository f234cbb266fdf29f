import { useCallback, useEffect, useRef, useState } from 'react';

export const AUTOSAVE_DELAY_MS = 1500;

export interface AutosaveOptions<T> {
  /** The value the server holds now. */
  stored: T;
  /** Stores a value; resolves with the value now stored (possibly normalised by the server). */
  save: (value: T) => Promise<T>;
  delay?: number;
  equals?: (a: T, b: T) => boolean;
  /** A message blocks the save (the value stays in the input, not stored). */
  validate?: (value: T) => string | null;
  /** Failures are logged only (spec section 8); the field reverts. */
  onError?: (error: unknown) => void;
}

export interface AutosaveField<T> {
  value: T;
  /** A keystroke: saved `delay` ms after the last change. */
  setValue: (value: T) => void;
  /** Save right away (e.g. the clear button). */
  commit: (value: T) => void;
  /** True while a save is in flight: the input is disabled. */
  saving: boolean;
  invalid: string | null;
}

const logError = (e: unknown) => console.error('Автозбереження не вдалося', e);

/**
 * A field that saves itself 1500 ms after the last change; on failure it goes back to the last stored value.
 * A pending change is flushed when the field unmounts, so leaving the page does not lose it.
 */
export function useAutosaveField<T>({ stored, save, delay = AUTOSAVE_DELAY_MS, equals = Object.is, validate, onError = logError }: AutosaveOptions<T>): AutosaveField<T> {
  const [value, setLocal] = useState<T>(stored);
  const [saving, setSaving] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const storedRef = useRef(stored);
  const valueRef = useRef(stored);
  const savingRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ save, equals, validate, onError });
  latest.current = { save, equals, validate, onError };

  const show = (v: T) => {
    valueRef.current = v;
    setLocal(v);
  };

  const run = useCallback((v: T) => {
    timer.current = null;
    const { save: doSave, equals: eq, validate: check, onError: fail } = latest.current;
    const message = check?.(v) ?? null;
    setInvalid(message);
    if (message || eq(v, storedRef.current)) return;
    savingRef.current = true;
    setSaving(true);
    doSave(v).then(
      (now) => {
        storedRef.current = now;
        if (eq(valueRef.current, v)) show(now);
      },
      (e: unknown) => {
        fail(e);
        show(storedRef.current);
      },
    ).finally(() => {
      savingRef.current = false;
      setSaving(false);
    });
  }, []);

  // A reload from the server replaces the value unless the admin has an edit pending.
  useEffect(() => {
    if (latest.current.equals(stored, storedRef.current)) return;
    storedRef.current = stored;
    if (!timer.current && !savingRef.current) {
      show(stored);
      setInvalid(null);
    }
  }, [stored]);

  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        run(valueRef.current);
      }
    },
    [run],
  );

  const setValue = useCallback(
    (v: T) => {
      show(v);
      setInvalid(null);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => run(valueRef.current), delay);
    },
    [delay, run],
  );

  const commit = useCallback(
    (v: T) => {
      show(v);
      if (timer.current) clearTimeout(timer.current);
      run(v);
    },
    [run],
  );

  return { value, setValue, commit, saving, invalid };
}
