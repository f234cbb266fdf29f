import type { OrderDetails } from '@law/contracts';
import { DocumentCreatorPanel } from './document-creator-panel';
import { DocumentsResearcherPanel } from './documents-researcher-panel';

interface Props {
  details: OrderDetails;
  onChanged: () => void;
}

/** The order's sources and, once it has sources and their parsed text, the document writer. */
export function DocumentsSection({ details, onChanged }: Props) {
  const doc = details.document;
  const canCreateDocument = Boolean(doc && doc.references.length > 0 && doc.parsed_resources.trim() !== '');
  return (
    <>
      <DocumentsResearcherPanel details={details} onChanged={onChanged} />
      {canCreateDocument && <DocumentCreatorPanel details={details} onChanged={onChanged} />}
    </>
  );
}
