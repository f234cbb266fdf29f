import { Module, type DynamicModule } from '@nestjs/common';
import { ApiDocsController, PublicApiDocsController } from './api-docs.controller';
import { ApiDocsService } from './api-docs.service';

/** The OpenAPI document and its page; `publicDocs` is API_DOCS_PUBLIC. */
@Module({})
export class ApiDocsModule {
  static forRoot(publicDocs: boolean): DynamicModule {
    return {
      module: ApiDocsModule,
      controllers: [publicDocs ? PublicApiDocsController : ApiDocsController],
      providers: [ApiDocsService],
      exports: [ApiDocsService],
    };
  }
}
