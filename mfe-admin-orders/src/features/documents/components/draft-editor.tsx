import { useId, useRef } from 'react';
import { DRAFT_EDITOR_TEXTS as T } from '@law/contracts';
import type { AutosaveField } from '@law/ui';
import { applyLineStyle, countPlaceholders, type LineStyle } from '../lib/line-markup';

interface Props {
  field: AutosaveField<string>;
  disabled: boolean;
}

const STYLES: [LineStyle, string, string][] = [
  ['h1', 'H1', T.heading1],
  ['h2', 'H2', T.heading2],
  ['h3', 'H3', T.heading3],
  ['bold', 'Ж', T.bold],
  ['paragraph', '¶', T.paragraph],
];

/**
 * The draft as the lawyer edits it: the .docx markup ('# ' headings, '**' bold lines, empty paragraphs) in a text
 * area with line-style buttons. Saved by the field 1500 ms after the last change.
 */
export function DraftEditor({ field, disabled }: Props) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);

  const apply = (style: LineStyle) => {
    const el = area.current;
    if (!el) return;
    const next = applyLineStyle({ text: field.value, start: el.selectionStart, end: el.selectionEnd }, style);
    field.setValue(next.text);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.start, next.end);
    });
  };

  const left = countPlaceholders(field.value);
  return (
    <div className="draft-editor">
      <div className="draft-editor-head">
        <label htmlFor={id} className="draft-editor-label">
          {T.editorLabel}
          <span className="draft-editor-status" role="status">
            {field.saving ? ` · ${T.saving}` : ''}
          </span>
        </label>
        <div className="draft-editor-toolbar" role="toolbar" aria-label={T.toolbar}>
          {STYLES.map(([style, label, title]) => (
            <button key={style} type="button" className="btn btn-ghost btn-small" title={title} aria-label={title} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={() => apply(style)}>
              {label}
            </button>
          ))}
        </div>
      </div>
      <p className="muted draft-editor-hint">{T.editorHint}</p>
      <textarea
        id={id}
        ref={area}
        className="draft-editor-text"
        value={field.value}
        spellCheck
        lang="uk"
        disabled={disabled || field.saving}
        onChange={(e) => field.setValue(e.target.value)}
      />
      {left > 0 && <p className="draft-editor-placeholders">{T.placeholders(left)}</p>}
    </div>
  );
}
