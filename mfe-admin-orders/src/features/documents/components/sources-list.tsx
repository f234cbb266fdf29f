import { useMemo } from 'react';
import { sameReferenceUrl, splitParsedResources, type DocumentReferenceDto } from '@law/contracts';
import { sourceAnchor } from '../lib/source-anchor';
import { SourceItem } from './source-item';

interface Props {
  references: readonly DocumentReferenceDto[];
  parsedResources: string;
  disabled: boolean;
  onDelete: (reference: DocumentReferenceDto) => void;
}

/** The accordion of sources; it scrolls past 700 px (spec section 9). */
export function SourcesList({ references, parsedResources, disabled, onDelete }: Props) {
  const parsed = useMemo(() => splitParsedResources(parsedResources), [parsedResources]);
  if (references.length === 0) {
    return <p className="muted sources-empty">Джерел ще немає. Натисніть «Знайти джерела» або додайте своє.</p>;
  }
  return (
    <ul className="sources-list" aria-label="Джерела документа">
      {references.map((r, i) => (
        <SourceItem
          key={r.url}
          anchor={sourceAnchor(i)}
          reference={r}
          content={parsed.find((p) => sameReferenceUrl(p.url, r.url))?.content}
          disabled={disabled}
          onDelete={() => onDelete(r)}
        />
      ))}
    </ul>
  );
}
