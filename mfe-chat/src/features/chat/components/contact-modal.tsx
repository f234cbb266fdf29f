import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '@law/ui/modal';
import {
  isValidName,
  isValidPhone,
  NAME_MAX,
  normalizeNameInput,
  normalizePhoneInput,
  PRIVACY_MESSAGES,
  PRIVACY_PATH,
  PHONE_PREFIX,
  USER_MESSAGES,
} from '@law/contracts';
import { chatStore, useChatStore } from '../stores/use-chat-store';

export const CONTACT_MODAL_TITLE = 'Консультація почнеться негайно';

/** Name and phone before the first message (spec sections 2 and 5); a remembered contact needs no re-typing. */
export function ContactModal() {
  const stored = useChatStore((s) => s.hasStoredContact);
  const storedName = useChatStore((s) => s.userName);
  const storedPhone = useChatStore((s) => s.userPhone);
  const registering = useChatStore((s) => s.registering);
  const [name, setName] = useState(stored ? storedName : '');
  const [phone, setPhone] = useState(stored ? storedPhone : PHONE_PREFIX);
  const [touched, setTouched] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), phone: useId(), nameErr: useId(), phoneErr: useId() };

  useEffect(() => {
    // After the Modal has focused itself, put the cursor in the first field.
    const t = setTimeout(() => nameRef.current?.focus(), 0);
    return () => clearTimeout(t);
  }, []);

  const nameError = !stored && touched && !isValidName(name) ? USER_MESSAGES.nameLength : null;
  const phoneError = !stored && touched && !isValidPhone(phone) ? USER_MESSAGES.phoneInvalid : null;
  // Stable: the shared Modal re-runs its focus handling whenever onClose changes.
  const close = useCallback(() => chatStore.getState().closeContactModal(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!stored && (!isValidName(name) || !isValidPhone(phone))) return;
    await chatStore.getState().register(name, phone);
  };

  return (
    <Modal title={CONTACT_MODAL_TITLE} onClose={close} dismissible={!registering} className="chat-contact-modal">
      <button type="button" className="chat-icon-btn chat-modal-close" onClick={close} disabled={registering} aria-label="Закрити">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12 19 6.4 17.6 5 12 10.6z" />
        </svg>
      </button>
      <p className="chat-modal-lead">
        Залиште ім’я та телефон — юрист зможе передзвонити вам, якщо зв’язок перерветься. Консультація безкоштовна, дані
        конфіденційні.
      </p>
      <form className="chat-contact-form" onSubmit={submit} noValidate>
        <label htmlFor={ids.name}>Ваше ім’я</label>
        <input
          id={ids.name}
          ref={nameRef}
          value={name}
          readOnly={stored}
          autoComplete="name"
          maxLength={NAME_MAX}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? ids.nameErr : undefined}
          onChange={(e) => setName(normalizeNameInput(e.target.value))}
          placeholder="Наприклад, Олена"
        />
        {nameError && (
          <p id={ids.nameErr} className="form-error">
            {nameError}
          </p>
        )}
        <label htmlFor={ids.phone}>Телефон</label>
        <input
          id={ids.phone}
          value={phone}
          readOnly={stored}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? ids.phoneErr : undefined}
          onChange={(e) => setPhone(normalizePhoneInput(e.target.value))}
        />
        {phoneError && (
          <p id={ids.phoneErr} className="form-error">
            {phoneError}
          </p>
        )}
        <button type="submit" className="btn btn-gold chat-contact-submit" disabled={registering}>
          {registering ? 'Зачекайте…' : stored ? 'Продовжити з цим іменем' : 'Продовжити'}
        </button>
        <p className="chat-consent">
          {PRIVACY_MESSAGES.consentBefore}
          <a href={PRIVACY_PATH} target="_blank" rel="noopener">
            {PRIVACY_MESSAGES.consentLink}
          </a>
          .
        </p>
      </form>
    </Modal>
  );
}
