import { Module } from '@nestjs/common';
import { APP_LOGGER, type AppLogger } from '../../common/logger';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { DocumentsController } from './documents.controller';
import { DOCUMENTS_CONFIG, readDocumentsConfig, type DocumentsConfig } from './documents.config';
import { DocumentsService } from './documents.service';
import { CatalogueReferenceFinder, LlmReferenceFinder, REFERENCE_FINDER, type ReferenceFinder } from './sources/reference-finder';
import { DOCUMENT_WRITER, type DocumentWriter } from './writer/document-writer';
import { LlmDocumentWriter } from './writer/llm-document-writer';
import { TemplateDocumentWriter } from './writer/template-document-writer';

/**
 * Legal sources and document drafts. The writer and the source finder sit behind interfaces, like SMS, the carrier
 * and mail: a language model when LLM_BASE_URL is set, otherwise the offline template and catalogue.
 */
@Module({
  providers: [
    DocumentsService,
    { provide: DOCUMENTS_CONFIG, inject: [APP_CONFIG], useFactory: (c: AppConfig) => readDocumentsConfig(c) },
    {
      provide: DOCUMENT_WRITER,
      inject: [DOCUMENTS_CONFIG, APP_LOGGER],
      useFactory: (c: DocumentsConfig, logger: AppLogger): DocumentWriter =>
        c.llm ? new LlmDocumentWriter(c.llm, c.charactersLimit, logger) : new TemplateDocumentWriter(),
    },
    {
      provide: REFERENCE_FINDER,
      inject: [DOCUMENTS_CONFIG, APP_LOGGER],
      useFactory: (c: DocumentsConfig, logger: AppLogger): ReferenceFinder => (c.llm ? new LlmReferenceFinder(c.llm, logger) : new CatalogueReferenceFinder()),
    },
  ],
  controllers: [DocumentsController],
  exports: [DocumentsService],
})
export class DocumentsModule {}
