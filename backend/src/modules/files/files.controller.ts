import { createReadStream, promises as fs } from 'node:fs';
import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiParam, ApiProduces } from '@nestjs/swagger';
import { FILES_URL_PREFIX, FILE_TYPES } from './files.config';
import { FileStorageService } from './file-storage.service';

export const FILE_NOT_FOUND = 'Файл не знайдено';

/** GET /api/files/<owner>/<name>: stored client files, only with an admin session (enforced by the session middleware). */
@Controller('files')
export class FilesController {
  constructor(private readonly storage: FileStorageService) {}

  @Get('*path')
  @ApiParam({ name: 'path', description: '<owner>/<name> of a stored client file', schema: { type: 'string' } })
  @ApiProduces(...new Set(Object.values(FILE_TYPES)))
  async serve(@Req() req: Request, @Res() res: Response): Promise<void> {
    const relative = req.path.startsWith(FILES_URL_PREFIX) ? req.path.slice(FILES_URL_PREFIX.length) : '';
    const file = this.storage.resolve(relative);
    if (!file) throw new NotFoundException(FILE_NOT_FOUND);
    let size: number;
    try {
      const st = await fs.stat(file.absolute);
      if (!st.isFile()) throw new Error('not a file');
      size = st.size;
    } catch {
      throw new NotFoundException(FILE_NOT_FOUND);
    }
    res.setHeader('Content-Type', FILE_TYPES[file.ext]);
    res.setHeader('Content-Length', String(size));
    res.setHeader('Content-Disposition', `inline; filename="${file.name}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    // Only allowed types are ever served, each with its own Content-Type; scripts never run in such a document.
    if (file.ext === 'txt') res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    const stream = createReadStream(file.absolute);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }
}
