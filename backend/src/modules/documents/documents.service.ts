import { BadRequestException, Inject, Injectable, NotFoundException, type OnModuleDestroy } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DOCUMENT_MESSAGES,
  canGenerateDocument,
  sameReferenceUrl,
  splitParsedResources,
  joinParsedResources,
  type DocumentReferenceDto,
  type GenerateDocumentResponse,
  type GetReferencesResponse,
  type ParseReferencesResponse,
  type ReferencesResponse,
  type UpdateDocumentTextResponse,
} from '@law/contracts';
import { AuditService } from '../audit/audit.service';
import type { DraftInput } from './templates/compose';
import { charactersCountOf, loadOrderContext, lockDocument, type OrderContext } from './document-context';
import { DOCUMENTS_CONFIG, type DocumentsConfig } from './documents.config';
import { readSources } from './fetcher/source-reader';
import { TextExtractor } from './fetcher/text-extractor';
import { REFERENCE_FINDER, type ReferenceFinder } from './sources/reference-finder';
import type { FinderInput } from './sources/source-finder';
import { DOCUMENT_WRITER, type DocumentWriter } from './writer/document-writer';

function finderInput(ctx: OrderContext): FinderInput {
  return {
    documentName: ctx.document,
    userMessages: ctx.messages.filter((m) => m.author === 'user').map((m) => m.message),
    agentMessages: ctx.messages.filter((m) => m.author !== 'user').map((m) => m.message),
    comments: [ctx.comment],
  };
}

@Injectable()
export class DocumentsService implements OnModuleDestroy {
  private readonly extractor = new TextExtractor();

  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    @Inject(DOCUMENTS_CONFIG) private readonly config: DocumentsConfig,
    @Inject(DOCUMENT_WRITER) private readonly writer: DocumentWriter,
    @Inject(REFERENCE_FINDER) private readonly finder: ReferenceFinder,
  ) {}

  async onModuleDestroy(): Promise<void> {
    await this.extractor.close();
  }

  /** The empty document of a new order, in the order's transaction. */
  async createFor(m: EntityManager, orderId: number): Promise<{ id: number }> {
    const [row]: Array<{ id: number }> = await m.query('INSERT INTO documents (order_id) VALUES ($1) RETURNING id', [orderId]);
    return { id: row.id };
  }

  /** Finds sources for the order's document and appends the new ones (the document is created if the order has none). */
  async getReferences(orderId: number, actor: string): Promise<GetReferencesResponse> {
    const ctx = await loadOrderContext(this.db.manager, orderId, 'notFound');
    await this.db.query('INSERT INTO documents (order_id) VALUES ($1) ON CONFLICT (order_id) DO NOTHING', [orderId]);
    const input = finderInput(ctx);
    const current: { references: DocumentReferenceDto[] }[] = await this.db.query('SELECT "references" FROM documents WHERE order_id = $1', [orderId]);
    const proposals = await this.finder.find(input, current[0]?.references ?? [], orderId);

    return this.db.transaction(async (m) => {
      const ids: { id: number }[] = await m.query('SELECT id FROM documents WHERE order_id = $1', [orderId]);
      const doc = await lockDocument(m, ids[0].id);
      const added: DocumentReferenceDto[] = [];
      for (const p of proposals) {
        if (![...doc.references, ...added].some((r) => sameReferenceUrl(r.url, p.url))) added.push(p);
      }
      const references = [...doc.references, ...added];
      if (added.length) {
        await m.query('UPDATE documents SET "references" = $2, updated_at = now() WHERE id = $1', [doc.id, JSON.stringify(references)]);
        await this.audit.record({ actor, action: 'document.find_references', entity: 'document', entityId: doc.id, before: { references: doc.references }, after: { references } }, m);
      }
      return { references, added: added.length };
    });
  }

  async addReference(documentId: number, reference: DocumentReferenceDto, actor: string): Promise<ReferencesResponse> {
    const url = new URL(reference.url).toString();
    return this.db.transaction(async (m) => {
      const doc = await lockDocument(m, documentId);
      if (doc.references.some((r) => sameReferenceUrl(r.url, url))) throw new BadRequestException(DOCUMENT_MESSAGES.duplicate);
      const references = [...doc.references, { title: reference.title, url }];
      await m.query('UPDATE documents SET "references" = $2, updated_at = now() WHERE id = $1', [documentId, JSON.stringify(references)]);
      await this.audit.record({ actor, action: 'document.add_reference', entity: 'document', entityId: documentId, after: { title: reference.title, url } }, m);
      return { references };
    });
  }

  /** Removes the source and the text read from it. */
  async removeReference(documentId: number, referenceUrl: string, actor: string): Promise<ReferencesResponse> {
    return this.db.transaction(async (m) => {
      const doc = await lockDocument(m, documentId);
      const removed = doc.references.find((r) => r.url === referenceUrl) ?? doc.references.find((r) => sameReferenceUrl(r.url, referenceUrl));
      if (!removed) throw new NotFoundException(DOCUMENT_MESSAGES.referenceNotFound);
      const references = doc.references.filter((r) => r !== removed);
      const parsed = joinParsedResources(splitParsedResources(doc.parsed_resources).filter((s) => !sameReferenceUrl(s.url, removed.url)));
      await m.query('UPDATE documents SET "references" = $2, parsed_resources = $3, updated_at = now() WHERE id = $1', [documentId, JSON.stringify(references), parsed]);
      await this.audit.record({ actor, action: 'document.remove_reference', entity: 'document', entityId: documentId, before: { title: removed.title, url: removed.url } }, m);
      return { references };
    });
  }

  /** Reads every source (outside any transaction: it takes seconds), then stores the text of those still listed. */
  async parseReferences(documentId: number, actor: string): Promise<ParseReferencesResponse> {
    const doc = await this.db.transaction((m) => lockDocument(m, documentId));
    if (doc.references.length === 0) throw new BadRequestException(DOCUMENT_MESSAGES.noReferences);
    const result = await readSources(doc.references, { ...this.config.fetch }, this.extractor);

    return this.db.transaction(async (m) => {
      const fresh = await lockDocument(m, documentId);
      const read = splitParsedResources(result.parsed_resources);
      const kept = fresh.references.map((r) => read.find((s) => sameReferenceUrl(s.url, r.url))).filter((s): s is NonNullable<typeof s> => s !== undefined);
      const parsed = joinParsedResources(kept);
      await m.query('UPDATE documents SET parsed_resources = $2, updated_at = now() WHERE id = $1', [documentId, parsed]);
      await this.audit.record(
        { actor, action: 'document.parse_references', entity: 'document', entityId: documentId, after: { sources: result.sources.map((s) => ({ url: s.url, ok: s.ok, error: s.error ?? null })) } },
        m,
      );
      return { parsed_resources: parsed, sources: result.sources.filter((s) => kept.some((k) => k.url === s.url)) };
    });
  }

  /**
   * Writes document_text: the template of the order's document filled from the case card and the order, its grounds
   * citing the order's read sources. With a model, the model writes the circumstances and reasoning into the same
   * template; if it fails, the template's own sections stand. Chat messages and the staff comment are never read.
   */
  async generate(documentId: number, actor: string): Promise<GenerateDocumentResponse> {
    const doc = await this.db.transaction((m) => lockDocument(m, documentId));
    const ctx = await loadOrderContext(this.db.manager, doc.order_id, 'badRequest');
    const count = charactersCountOf(ctx, doc.parsed_resources);
    const { charactersLimit, filesLimit } = this.config;
    if (!canGenerateDocument(count, charactersLimit, ctx.files, filesLimit)) {
      throw new BadRequestException(
        count.total > charactersLimit ? DOCUMENT_MESSAGES.charactersOverLimit(count.total, charactersLimit) : DOCUMENT_MESSAGES.filesOverLimit(ctx.files, filesLimit),
      );
    }
    const parsed = splitParsedResources(doc.parsed_resources);
    const input: DraftInput = {
      documentTitle: ctx.document,
      card: ctx.card,
      user: ctx.user,
      delivery: ctx.delivery ? { city: ctx.delivery.city, city_area: ctx.delivery.city_area } : null,
      filesCount: ctx.files,
      sources: doc.references.map((r) => ({ title: r.title, url: r.url, content: parsed.find((p) => sameReferenceUrl(p.url, r.url))?.content ?? null })),
      date: new Date(),
    };
    const { draft, writer } = await this.writer.write(input, documentId);
    const text = draft.text;

    await this.db.transaction(async (m) => {
      const fresh = await lockDocument(m, documentId);
      await m.query('UPDATE documents SET document_text = $2, updated_at = now() WHERE id = $1', [documentId, text]);
      await this.audit.record(
        {
          actor,
          action: 'document.generate',
          entity: 'document',
          entityId: documentId,
          before: { characters: fresh.document_text.length },
          after: { characters: text.length, writer, template: draft.templateId, citations: draft.citations.length },
        },
        m,
      );
    });
    return { document_text: text, citations: draft.citations, writer };
  }

  /** Stores the text staff edited (autosave of the document creator). */
  async updateText(documentId: number, text: string, actor: string): Promise<UpdateDocumentTextResponse> {
    const normalised = text.replace(/\r\n?/g, '\n');
    return this.db.transaction(async (m) => {
      const doc = await lockDocument(m, documentId);
      if (doc.document_text !== normalised) {
        await m.query('UPDATE documents SET document_text = $2, updated_at = now() WHERE id = $1', [documentId, normalised]);
        await this.audit.record(
          { actor, action: 'document.edit_text', entity: 'document', entityId: documentId, before: { characters: doc.document_text.length }, after: { characters: normalised.length } },
          m,
        );
      }
      return { document_text: normalised };
    });
  }
}
