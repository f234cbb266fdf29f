import type { GenerateDocumentResponse } from '@law/contracts';
import type { Draft, DraftInput } from '../templates/compose';

export type WriterName = NonNullable<GenerateDocumentResponse['writer']>;

/** One interface for every way a document's text is written (the offline template, a language model). */
export interface DocumentWriter {
  /** Never throws for a model's failure: a writer falls back to the template and says so in `writer`. */
  write(input: DraftInput, documentId: number): Promise<{ draft: Draft; writer: WriterName }>;
}

export const DOCUMENT_WRITER = Symbol('DOCUMENT_WRITER');
