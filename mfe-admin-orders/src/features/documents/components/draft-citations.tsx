import { DRAFT_EDITOR_TEXTS as T, type DocumentReferenceDto } from '@law/contracts';
import { sourceAnchor } from '../lib/source-anchor';

/** The order's sources the draft cites (by title), each linking to its row in the researcher panel. */
export function DraftCitations({ text, references }: { text: string; references: readonly DocumentReferenceDto[] }) {
  const cited = references.map((r, index) => ({ ...r, index })).filter((r) => r.title.trim() !== '' && text.includes(r.title.trim()));
  if (cited.length === 0) return null;
  return (
    <div className="draft-citations">
      <h3 className="draft-citations-title">{T.citations}</h3>
      <ul>
        {cited.map((r) => (
          <li key={r.url}>
            <span>{r.title}</span>{' '}
            <a href={`#${sourceAnchor(r.index)}`} className="draft-citation-link">
              {T.toSource}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
