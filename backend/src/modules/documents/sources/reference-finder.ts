import type { DocumentReferenceDto } from '@law/contracts';
import type { AppLogger } from '../../../common/logger';
import { chatCompletion, type LlmClientSettings } from '../../llm/llm-client';
import { buildSourcesPrompt, parseProposedSources } from './llm-source-prompt';
import { findNewReferences, type FinderInput } from './source-finder';

/** One interface for every way an order's legal sources are found (the offline catalogue, a language model). */
export interface ReferenceFinder {
  /** Sources not among `known`, best first; never throws for a model's failure. */
  find(input: FinderInput, known: readonly DocumentReferenceDto[], orderId: number): Promise<DocumentReferenceDto[]>;
}

export const REFERENCE_FINDER = Symbol('REFERENCE_FINDER');

/** Offline: the keyword catalogue of Ukrainian acts (legal-sources.data.ts). */
export class CatalogueReferenceFinder implements ReferenceFinder {
  async find(input: FinderInput, known: readonly DocumentReferenceDto[]) {
    return findNewReferences(input, known);
  }
}

/** The catalogue's findings, then a language model's extra proposals (the catalogue's stand if the model fails). */
export class LlmReferenceFinder implements ReferenceFinder {
  private readonly catalogue = new CatalogueReferenceFinder();

  constructor(
    private readonly llm: LlmClientSettings,
    private readonly logger: AppLogger,
  ) {}

  async find(input: FinderInput, known: readonly DocumentReferenceDto[], orderId: number) {
    const found = await this.catalogue.find(input, known);
    try {
      const answer = await chatCompletion(this.llm, buildSourcesPrompt(input, [...known, ...found]), { temperature: 0 });
      return [...found, ...parseProposedSources(answer)];
    } catch (e) {
      this.logger.warn('llm source finder failed', { orderId, error: e instanceof Error ? e.message : String(e) });
      return found;
    }
  }
}
