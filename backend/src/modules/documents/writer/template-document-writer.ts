import { composeDraft, type DraftInput } from '../templates/compose';
import type { DocumentWriter } from './document-writer';

/** Offline: the document's template filled from the case card, the order and its read sources. */
export class TemplateDocumentWriter implements DocumentWriter {
  async write(input: DraftInput) {
    return { draft: composeDraft(input), writer: 'template' as const };
  }
}
