import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConfigModule } from './config/config.module';
import type { AppConfig } from './config/config';
import { APP_LOGGER, type AppLogger } from './common/logger';
import { dataSourceOptions, openDatabase } from './database/data-source';
import { AdminAuthModule } from './modules/admin-auth/admin-auth.module';
import { ADMIN_PASSWORD_HASH } from './modules/admin-auth/admin-password';
import { HealthModule } from './modules/health/health.module';
import { CoreModule } from './core.module';
import { AuditModule } from './modules/audit/audit.module';
import { SmsModule } from './modules/sms/sms.module';
import { AdminChatsModule } from './modules/admin-chats/admin-chats.module';
import { UsersModule } from './modules/users/users.module';
import { ChatModule } from './modules/chat/chat.module';
import { PodcastsModule } from './modules/podcasts/podcasts.module';
import { FeedbacksModule } from './modules/feedbacks/feedbacks.module';
import { SiteConfigModule } from './modules/site-config/site-config.module';
import { OrdersModule } from './modules/orders/orders.module';
import { PostalModule } from './modules/postal/postal.module';
import { DocumentsModule } from './modules/documents/documents.module';
import { PrivacyModule } from './modules/privacy/privacy.module';
import { MetricsModule } from './common/metrics/metrics.module';
import { ApiDocsModule } from './modules/api-docs/api-docs.module';

/** Feature modules; a feature adds its module here. */
export const FEATURE_MODULES = [
  DocumentsModule,
  PodcastsModule,
  FeedbacksModule,
  SiteConfigModule,
  HealthModule,
  AdminAuthModule,
  AuditModule,
  SmsModule,
  AdminChatsModule,
  UsersModule,
  ChatModule,
  OrdersModule,
  PostalModule,
  PrivacyModule,
];

@Module({})
export class AppModule {
  static forRoot(opts: { config: AppConfig; databaseUrl: string; adminPasswordHash: string; logger: AppLogger }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(opts.config),
        CoreModule.forRoot([
          { provide: ADMIN_PASSWORD_HASH, useValue: opts.adminPasswordHash },
          { provide: APP_LOGGER, useValue: opts.logger },
        ]),
        TypeOrmModule.forRootAsync({
          useFactory: () => dataSourceOptions(opts.databaseUrl, opts.config.settings.DB_POOL_SIZE),
          dataSourceFactory: (options) => openDatabase(options!),
        }),
        MetricsModule,
        ApiDocsModule.forRoot(opts.config.settings.API_DOCS_PUBLIC),
        ...FEATURE_MODULES,
      ],
    };
  }
}
