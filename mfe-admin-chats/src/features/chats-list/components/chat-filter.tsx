import { CHAT_STATUS_LABELS, type ChatListFilter } from '@law/contracts';

const OPTIONS: { value: ChatListFilter; label: string }[] = [
  { value: 'in_work', label: CHAT_STATUS_LABELS.in_work },
  { value: 'processed', label: CHAT_STATUS_LABELS.processed },
  { value: 'all', label: 'Усі' },
];

interface Props {
  value: ChatListFilter;
  onChange: (value: ChatListFilter) => void;
}

export function ChatFilter({ value, onChange }: Props) {
  return (
    <fieldset className="ac-filter" role="radiogroup" aria-label="Фільтр чатів">
      <legend className="visually-hidden">Фільтр чатів</legend>
      {OPTIONS.map((o) => (
        <label key={o.value} className={o.value === value ? 'ac-filter-option active' : 'ac-filter-option'}>
          <input type="radio" name="chat-filter" value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
