import { useMemo } from 'react';
import { textToDocxBlocks } from '../docx/text-to-docx-blocks';

/** The generated text shown as the .docx will lay it out (same blocks), as React text — never HTML. */
export function DocumentPreview({ text }: { text: string }) {
  const blocks = useMemo(() => textToDocxBlocks(text), [text]);
  return (
    <article className="document-preview" aria-label="Згенерований документ">
      {blocks.map((b, i) => {
        switch (b.kind) {
          case 'heading':
            return b.level === 1 ? <h3 key={i} className="doc-h1">{b.text}</h3> : b.level === 2 ? <h4 key={i} className="doc-h2">{b.text}</h4> : <h5 key={i} className="doc-h3">{b.text}</h5>;
          case 'bold':
            return (
              <p key={i}>
                <strong>{b.text}</strong>
              </p>
            );
          case 'empty':
            return <div key={i} className="doc-empty" aria-hidden="true" />;
          case 'paragraph':
            return <p key={i}>{b.runs.map((r, j) => (r.bold ? <strong key={j}>{r.text}</strong> : <span key={j}>{r.text}</span>))}</p>;
        }
      })}
    </article>
  );
}
