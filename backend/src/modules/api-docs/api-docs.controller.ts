import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { ApiDocsService } from './api-docs.service';

/**
 * `/api/docs` (page), `/api/docs/openapi.json`, `/api/docs/assets/:file`. Two controllers with the same routes:
 * the module mounts the admin-only one unless API_DOCS_PUBLIC=true — the deny-by-default guard reads `@Public()`
 * from the class, so the choice is made by which class is mounted, not by a check inside a handler.
 */
@Controller('docs')
export class ApiDocsController {
  constructor(private readonly docs: ApiDocsService) {}

  @Get()
  page(@Res() res: Response): void {
    this.docs.sendPage(res);
  }

  @Get('openapi.json')
  document(@Res() res: Response): void {
    this.docs.sendDocument(res);
  }

  @Get('assets/:file')
  asset(@Param('file') file: string, @Res() res: Response): void {
    this.docs.sendAsset(file, res);
  }
}

@Public()
@Controller('docs')
export class PublicApiDocsController {
  constructor(private readonly docs: ApiDocsService) {}

  @Get()
  page(@Res() res: Response): void {
    this.docs.sendPage(res);
  }

  @Get('openapi.json')
  document(@Res() res: Response): void {
    this.docs.sendDocument(res);
  }

  @Get('assets/:file')
  asset(@Param('file') file: string, @Res() res: Response): void {
    this.docs.sendAsset(file, res);
  }
}
