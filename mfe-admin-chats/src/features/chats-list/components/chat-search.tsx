import { SearchBox } from '@law/ui';

interface Props {
  /** The applied search (from the URL). */
  value: string;
  onSearch: (value: string) => void;
}

/** Search by name or phone, applied after 1 s without typing. */
export function ChatSearch({ value, onSearch }: Props) {
  return <SearchBox className="ac-search" label="Пошук по імені або телефону" value={value} onSearch={onSearch} />;
}
