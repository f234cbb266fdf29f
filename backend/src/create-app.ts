import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { AppModule } from './app.module';
import type { AppConfig } from './config/config';
import { AppLogger } from './common/logger';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { createValidationPipe } from './common/pipes/validation.pipe';
import { requestIdMiddleware } from './common/middleware/request-id.middleware';
import { securityHeaders } from './common/middleware/security-headers.middleware';
import { AdminAuthService } from './modules/admin-auth/admin-auth.service';
import { adminSessionMiddleware } from './modules/admin-auth/admin-session.middleware';
import { serveFrontends } from './modules/static/serve-frontends';
import { RedisIoAdapter } from './common/websocket/redis-io.adapter';

export interface CreateAppOptions {
  config: AppConfig;
  databaseUrl: string;
  adminPasswordHash: string;
  /** Serve the built frontends (off in API-only tests). */
  serveFrontends?: boolean;
}

/** Builds the whole backend; main.ts and the integration tests use this same function. */
export async function createApp(opts: CreateAppOptions): Promise<NestExpressApplication> {
  const logger = AppLogger.fromConfig(opts.config);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ config: opts.config, databaseUrl: opts.databaseUrl, adminPasswordHash: opts.adminPasswordHash, logger }),
    { logger: ['error', 'warn'], bodyParser: true },
  );
  app.set('trust proxy', opts.config.trustProxy);
  app.disable('x-powered-by');
  app.useBodyParser('json', { limit: '1mb' });
  app.use(requestIdMiddleware(logger));
  app.use(securityHeaders());
  app.use(compression({ filter: (req, res) => !req.path.startsWith('/media/') && compression.filter(req, res) }));
  app.use(cookieParser());
  app.use(adminSessionMiddleware(app.get(AdminAuthService)));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(logger));
  if (opts.serveFrontends !== false) serveFrontends(app.getHttpAdapter().getInstance(), opts.config);
  if (opts.config.redisUrl) {
    const adapter = new RedisIoAdapter(app, opts.config.redisUrl);
    await adapter.connect();
    app.useWebSocketAdapter(adapter);
  }
  // No enableShutdownHooks(): main.ts owns SIGTERM/SIGINT and runs the graceful order (not-ready, stop accepting, close).
  return app;
}
