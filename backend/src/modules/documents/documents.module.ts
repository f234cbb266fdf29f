import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { DocumentsController } from './documents.controller';
import { DOCUMENTS_CONFIG, readDocumentsConfig } from './documents.config';
import { DocumentsService } from './documents.service';

@Module({
  providers: [DocumentsService, { provide: DOCUMENTS_CONFIG, inject: [APP_CONFIG], useFactory: (c: AppConfig) => readDocumentsConfig(c) }],
  controllers: [DocumentsController],
})
export class DocumentsModule {}
