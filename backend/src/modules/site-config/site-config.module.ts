import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { readSiteConfigSettings, SITE_CONFIG_SETTINGS } from './site-config.config';
import { SiteConfigController } from './site-config.controller';

@Module({
  controllers: [SiteConfigController],
  providers: [{ provide: SITE_CONFIG_SETTINGS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => readSiteConfigSettings(config) }],
})
export class SiteConfigModule {}
