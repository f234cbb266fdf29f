import { useEffect, useState } from 'react';
import type { OrderDetails } from '@law/contracts';
import { formatNumber, serverError } from '@law/ui';
import { generateDocument } from '../api/generate-document';
import { downloadDocument } from '../docx/download-document';
import { DocumentPreview } from './document-preview';
import { LimitMeter } from './limit-meter';
import '../documents.css';

interface Props {
  details: OrderDetails;
  onChanged: () => void;
}

/** 'Створення документу': counters, limit meters, generation and the .docx download (spec sections 2, 4, 5, 7). */
export function DocumentCreatorPanel({ details, onChanged }: Props) {
  const document = details.document;
  const [text, setText] = useState(document?.document_text ?? '');
  const [generating, setGenerating] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setText(document?.document_text ?? ''), [document?.document_text]);

  if (!document || document.references.length === 0 || !document.parsed_resources.trim()) return null;

  const count = details.characters_count;
  const files = details.chat?.mail_data?.files?.length ?? 0;
  const charsOver = count.total > details.characters_limit;
  const filesOver = files > details.files_limit;
  const withinLimits = !charsOver && !filesOver;

  const generate = async () => {
    if (generating || !document.id) return;
    setGenerating(true);
    setError(null);
    try {
      const result = await generateDocument(document.id);
      setText(result.document_text);
      onChanged();
    } catch (e) {
      console.error('documents: generate failed', e);
      setError(serverError(e) ?? 'Не вдалося згенерувати документ. Спробуйте ще раз.');
    } finally {
      setGenerating(false);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocument(text);
    } catch (e) {
      console.error('documents: download failed', e);
      setError('Не вдалося сформувати файл документа.');
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
          <button type="button" className="btn btn-primary" onClick={generate} disabled={generating || !document.id}>
            {generating ? 'Генерація документу...' : 'Згенерувати документ'}
          </button>
        )}
        {text.trim() !== '' && (
          <button type="button" className="btn btn-gold" onClick={download} disabled={downloading || generating}>
            Завантажити документ
          </button>
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {text.trim() !== '' && <DocumentPreview text={text} />}
    </section>
  );
}

export default DocumentCreatorPanel;
