import { useEffect, useState } from 'react';
import type { DocumentReferenceDto, OrderDetails } from '@law/contracts';
import { ConfirmDialog } from '@law/ui';
import { addReference } from '../api/add-reference';
import { getReferences } from '../api/get-references';
import { parseReferences } from '../api/parse-references';
import { removeReference } from '../api/remove-reference';
import { AddSourceDialog } from './add-source-dialog';
import { SourcesList } from './sources-list';
import '../documents.css';

interface Props {
  details: OrderDetails;
  onChanged: () => void;
}

type Busy = 'find' | 'add' | 'parse' | 'remove' | null;

/** Legal sources of the order's document: find, add, read (parse), delete (spec section 2). Failures are logged only (section 8). */
export function DocumentsResearcherPanel({ details, onChanged }: Props) {
  const document = details.document;
  const [references, setReferences] = useState<DocumentReferenceDto[]>(document?.references ?? []);
  const [busy, setBusy] = useState<Busy>(null);
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<DocumentReferenceDto | null>(null);

  useEffect(() => setReferences(document?.references ?? []), [document?.references]);

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
      onChanged();
      return true;
    } catch (error) {
      console.error(`documents: ${kind} failed`, error);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const find = () => run('find', async () => setReferences((await getReferences(details.order.id)).references));
  const parse = () => document && run('parse', async () => void (await parseReferences(document.id)));
  const add = async (reference: DocumentReferenceDto) => {
    if (!document) return;
    const ok = await run('add', async () => setReferences((await addReference(document.id, reference)).references));
    if (ok) setAdding(false);
  };
  const remove = async () => {
    if (!document || !toDelete) return;
    const ok = await run('remove', async () => setReferences((await removeReference(document.id, toDelete.url)).references));
    if (ok) setToDelete(null);
  };

  const disabled = busy !== null;
  return (
    <section className="card documents-panel" aria-labelledby="documents-researcher-title">
      <div className="documents-panel-head">
        <h2 id="documents-researcher-title" className="documents-panel-title">
          Джерела для документу
        </h2>
        <div className="documents-actions">
          <button type="button" className="btn btn-primary" onClick={find} disabled={disabled}>
            {busy === 'find' ? 'Пошук джерел...' : 'Знайти джерела'}
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setAdding(true)} disabled={disabled || !document}>
            Додати джерело
          </button>
          <button type="button" className="btn btn-gold" onClick={parse} disabled={disabled || !document || references.length === 0}>
            {busy === 'parse' ? 'Читання джерел...' : 'Прочитати джерела'}
          </button>
        </div>
      </div>
      {!document && <p className="muted">Документ для цього замовлення ще не створено: пошук джерел створить його.</p>}
      <SourcesList references={references} parsedResources={document?.parsed_resources ?? ''} disabled={disabled} onDelete={setToDelete} />
      {adding && <AddSourceDialog existing={references} saving={busy === 'add'} onSubmit={add} onClose={() => setAdding(false)} />}
      {toDelete && (
        <ConfirmDialog
          title="Видалити джерело"
          message={`Видалити джерело «${toDelete.title}» зі списку? Прочитаний з нього текст теж буде прибрано.`}
          confirmLabel="Видалити"
          loadingLabel="Видалення..."
          loading={busy === 'remove'}
          onConfirm={remove}
          onCancel={() => setToDelete(null)}
        />
      )}
    </section>
  );
}

export default DocumentsResearcherPanel;
