import { useRef, useState } from 'react';
import { DRAFT_EDITOR_TEXTS as T, type OrderDetails } from '@law/contracts';
import { ConfirmDialog, formatNumber, serverError, useAutosaveField } from '@law/ui';
import { generateDocument } from '../api/generate-document';
import { updateDocumentText } from '../api/update-document-text';
import { downloadDocument } from '../docx/download-document';
import { DocumentPreview } from './document-preview';
import { DraftCitations } from './draft-citations';
import { DraftEditor } from './draft-editor';
import { LimitMeter } from './limit-meter';
import '../documents.css';

interface Props {
  details: OrderDetails;
  onChanged: () => void;
}

/**
 * 'Створення документу': counters, limit meters, generation, the draft editor (autosaved to document_text 1500 ms
 * after the last change), the sources the draft cites and the .docx download of the edited text.
 */
export function DocumentCreatorPanel({ details, onChanged }: Props) {
  const document = details.document;
  const documentId = document?.id ?? 0;
  const [generating, setGenerating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const text = useAutosaveField<string>({
    stored: document?.document_text ?? '',
    save: async (v) => (await updateDocumentText(documentId, v)).document_text,
    onError: (e) => {
      console.error('documents: saving the draft failed', e);
      setError(T.saveFailed);
    },
  });

  // Once there was a draft, the editor stays even if the lawyer clears it to write from scratch.
  const hadDraft = useRef(false);
  if (text.value !== '') hadDraft.current = true;

  if (!document || document.references.length === 0 || !document.parsed_resources.trim()) return null;

  const count = details.characters_count;
  const files = details.chat?.mail_data?.files?.length ?? 0;
  const charsOver = count.total > details.characters_limit;
  const filesOver = files > details.files_limit;
  const withinLimits = !charsOver && !filesOver;
  const hasText = text.value.trim() !== '';

  const generate = async () => {
    setConfirming(false);
    if (generating || !document.id) return;
    setGenerating(true);
    setError(null);
    setNotice(null);
    try {
      const result = await generateDocument(document.id);
      // Stored by the server already; committing also drops an edit that was still waiting for its autosave.
      text.commit(result.document_text);
      if (result.writer === 'template_fallback') setNotice(T.templateFallback);
      onChanged();
    } catch (e) {
      console.error('documents: generate failed', e);
      setError(serverError(e) ?? T.generateFailed);
    } finally {
      setGenerating(false);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocument(text.value);
    } catch (e) {
      console.error('documents: download failed', e);
      setError(T.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  const counters: [string, number][] = [
    ['Повідомлення чату', count.chat_messages],
    ['Коментарі', count.comments],
    ['Прочитані джерела', count.parsed_resources],
    ['Усього символів', count.total],
  ];

  return (
    <section className="card documents-panel" aria-labelledby="document-creator-title">
      <h2 id="document-creator-title" className="documents-panel-title">
        Створення документу
      </h2>
      <dl className="doc-counters">
        {counters.map(([label, value]) => (
          <div key={label} className="doc-counter">
            <dt>{label}</dt>
            <dd>{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="doc-meters">
        <LimitMeter label="Символи" used={count.total} limit={details.characters_limit} />
        <LimitMeter label="Файли" used={files} limit={details.files_limit} />
      </div>
      {!withinLimits && (
        <p className="form-error" role="status">
          Генерація недоступна: перевищено ліміт {charsOver ? 'символів' : 'файлів'}. Приберіть зайві джерела або файли.
        </p>
      )}
      <div className="documents-actions">
        {withinLimits && (
          <button type="button" className="btn btn-primary" onClick={hasText ? () => setConfirming(true) : generate} disabled={generating || text.saving || !document.id}>
            {generating ? T.generating : hasText ? T.regenerate : T.generate}
          </button>
        )}
        {hasText && (
          <button type="button" className="btn btn-gold" onClick={download} disabled={downloading || generating}>
            {T.download}
          </button>
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="muted" role="status">
          {notice}
        </p>
      )}
      {hadDraft.current && (
        <>
          <DraftEditor field={text} disabled={generating} />
          <DraftCitations text={text.value} references={document.references} />
          <h3 className="draft-preview-title">{T.preview}</h3>
          <DocumentPreview text={text.value} />
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title={T.regenerateTitle}
          message={T.regenerateMessage}
          confirmLabel={T.regenerateConfirm}
          cancelLabel={T.cancel}
          loadingLabel={T.generating}
          loading={generating}
          onConfirm={generate}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}

export default DocumentCreatorPanel;
