import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConfigModule } from './config/config.module';
import type { AppConfig } from './config/config';
import { APP_LOGGER, type AppLogger } from './common/logger';
import { dataSourceOptions } from './database/data-source';
import { AdminAuthModule } from './modules/admin-auth/admin-auth.module';
import { ADMIN_PASSWORD_HASH } from './modules/admin-auth/admin-password';
import { HealthModule } from './modules/health/health.module';
import { CoreModule } from './core.module';
import { AuditModule } from './modules/audit/audit.module';

/** Feature modules; a feature adds its module here. */
export const FEATURE_MODULES = [
  HealthModule,
  AdminAuthModule,
  AuditModule,
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
        TypeOrmModule.forRoot(dataSourceOptions(opts.databaseUrl)),
        ...FEATURE_MODULES,
      ],
    };
  }
}
