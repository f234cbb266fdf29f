import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { FilesModule } from '../files/files.module';
import { ClientDataController } from './client-data.controller';
import { ClientDataService } from './client-data.service';
import { PRIVACY_CONFIG, readPrivacyConfig } from './privacy.config';

/** A client's data on request (export, erase) and the retention job (RETENTION_MONTHS). */
@Module({
  imports: [FilesModule],
  controllers: [ClientDataController],
  providers: [ClientDataService, { provide: PRIVACY_CONFIG, inject: [APP_CONFIG], useFactory: (c: AppConfig) => readPrivacyConfig(c) }],
})
export class PrivacyModule {}
