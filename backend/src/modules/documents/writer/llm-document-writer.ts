import type { AppLogger } from '../../../common/logger';
import { chatCompletion, type LlmClientSettings } from '../../llm/llm-client';
import { composeDraft, type DraftInput } from '../templates/compose';
import { buildSectionsPrompt, parseSections } from '../templates/llm-sections';
import type { DocumentWriter, WriterName } from './document-writer';

/**
 * A language model writes the circumstances and the reasoning into the same template; if it fails, the template's
 * own sections stand ('template_fallback').
 */
export class LlmDocumentWriter implements DocumentWriter {
  constructor(
    private readonly llm: LlmClientSettings,
    private readonly charactersLimit: number,
    private readonly logger: AppLogger,
  ) {}

  async write(input: DraftInput, documentId: number) {
    try {
      const answer = await chatCompletion(this.llm, buildSectionsPrompt(input, this.charactersLimit), { temperature: 0.2 });
      const sections = parseSections(answer);
      if (!sections) throw new Error('the model did not answer the two sections as JSON');
      return { draft: composeDraft(input, sections), writer: 'llm' as WriterName };
    } catch (e) {
      // The template's own sections stand; no personal data in the log.
      this.logger.warn('llm document writer failed, template used', { documentId, error: e instanceof Error ? e.message : String(e) });
      return { draft: composeDraft(input), writer: 'template_fallback' as WriterName };
    }
  }
}
