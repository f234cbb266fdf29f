import { Module } from '@nestjs/common';
import { FileStorageService } from './file-storage.service';
import { FilesController } from './files.controller';

/** Client file storage (FILES_DIR) and GET /api/files/* for logged-in admins. */
@Module({ controllers: [FilesController], providers: [FileStorageService], exports: [FileStorageService] })
export class FilesModule {}
