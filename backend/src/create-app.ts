import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { AppModule } from './app.module';
import type { AppConfig } from './config/config';
import { AppLogger, NestLogger } from './common/logger';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { createValidationPipe } from './common/pipes/validation.pipe';
import { requestIdMiddleware } from './common/middleware/request-id.middleware';
import { securityHeaders } from './common/middleware/security-headers.middleware';
import { inputHygiene } from './common/middleware/input-hygiene.middleware';
import { serveFrontends } from './modules/static/serve-frontends';
import { publicSiteConfig, readSiteConfigSettings } from './modules/site-config/site-config.config';
import { readChatConfig } from './modules/chat/chat.config';
import { readPrivacyConfig } from './modules/privacy/privacy.config';
import { mailboxAddress } from '@law/contracts';
import { RedisIoAdapter } from './common/websocket/redis-io.adapter';
import { ApiDocsService } from './modules/api-docs/api-docs.service';
import { buildOpenApiDocument } from './modules/api-docs/openapi-document';
import { SESSION_COOKIE } from './modules/admin-auth/admin-auth.service';

/** The API's version as the OpenAPI document states it. */
const API_VERSION = '1.0.0';

export interface CreateAppOptions {
  config: AppConfig;
  /** The process's logger (main.ts made it for its own lines); made from the config when not given. */
  logger?: AppLogger;
  databaseUrl: string;
  adminPasswordHash: string;
  /** Serve the built frontends (off in API-only tests). */
  serveFrontends?: boolean;
}

/** Builds the whole backend; main.ts and the integration tests use this same function. */
export async function createApp(opts: CreateAppOptions): Promise<NestExpressApplication> {
  const logger = opts.logger ?? AppLogger.fromConfig(opts.config);
  // Routing is case-sensitive and strict: one spelling of a path reaches one route. Express 5's router reads these
  // options when a route is added, and the adapter's constructor has already created the router — so both the
  // settings and the live router are switched before Nest registers anything.
  const adapter = new ExpressAdapter();
  const express = adapter.getInstance();
  express.set('case sensitive routing', true);
  express.set('strict routing', true);
  Object.assign(express.router as object, { caseSensitive: true, strict: true });
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ config: opts.config, databaseUrl: opts.databaseUrl, adminPasswordHash: opts.adminPasswordHash, logger }),
    adapter,
    { logger: new NestLogger(logger), bodyParser: true },
  );
  app.set('trust proxy', opts.config.trustProxy);
  app.disable('x-powered-by');
  app.useBodyParser('json', { limit: '1mb' });
  app.use(requestIdMiddleware(logger));
  app.use(inputHygiene());
  app.use(securityHeaders({ cookieSecure: opts.config.admin.cookieSecure }));
  app.use(compression({ filter: (req, res) => !req.path.startsWith('/media/') && compression.filter(req, res) }));
  app.use(cookieParser());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(logger));
  // The OpenAPI document of exactly the routes registered above (built once; served by the api-docs module).
  app.get(ApiDocsService).setDocument(buildOpenApiDocument(app, { sessionCookie: SESSION_COOKIE, version: API_VERSION }));
  if (opts.serveFrontends !== false) {
    serveFrontends(app.getHttpAdapter().getInstance(), opts.config, {
      videoEmbedUrl: readSiteConfigSettings(opts.config).videoEmbedUrl,
      agentAvatarUrl: readChatConfig(opts.config).agentAvatarUrl,
    }, {
      firmPhone: readSiteConfigSettings(opts.config).firmPhone,
      mailboxExample: mailboxAddress(readChatConfig(opts.config).mailboxTemplate, 'ваш-номер'),
      retentionMonths: readPrivacyConfig(opts.config).retentionMonths,
    }, {
      siteConfig: publicSiteConfig(readSiteConfigSettings(opts.config)),
      warn: (message) => logger.warn(message),
    });
  }
  if (opts.config.redisUrl) {
    const adapter = new RedisIoAdapter(app, opts.config.redisUrl);
    await adapter.connect();
    app.useWebSocketAdapter(adapter);
  }
  // No enableShutdownHooks(): main.ts owns SIGTERM/SIGINT and runs the graceful order (not-ready, stop accepting, close).
  return app;
}
