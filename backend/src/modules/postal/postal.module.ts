import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { APP_LOGGER, type AppLogger } from '../../common/logger';
import { NovaPoshtaHttpClient } from './novaposhta-http.client';
import { NovaPoshtaOfflineClient } from './novaposhta-offline.client';
import { NP_CLIENT, type NpClient } from './np-client';
import { PostalController } from './postal.controller';
import { readPostalConfig } from './postal.config';

/** Nova Poshta: the carrier's API when NOVA_POSHTA_API_KEY is set, else the offline directory shipped in the repo. */
@Module({
  controllers: [PostalController],
  providers: [
    {
      provide: NP_CLIENT,
      inject: [APP_CONFIG, APP_LOGGER],
      useFactory: (config: AppConfig, logger: AppLogger): NpClient => {
        const c = readPostalConfig(config);
        return c.apiKey ? new NovaPoshtaHttpClient(c.apiUrl, c.apiKey, c.timeoutMs, logger) : new NovaPoshtaOfflineClient(c.offlineFile);
      },
    },
  ],
  exports: [NP_CLIENT],
})
export class PostalModule {}
