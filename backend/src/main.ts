import 'reflect-metadata';
import { loadConfig, ConfigError } from './config/config';
import { startEmbeddedPostgres, type RunningPostgres } from './database/embedded-postgres';
import { resolveAdminPassword } from './modules/admin-auth/admin-password';
import { createApp } from './create-app';
import { HealthService } from './modules/health/health.service';
import { AppLogger } from './common/logger';

// Until the configuration is read, lines go out as JSON at info (or pretty when asked for by name).
let logger = new AppLogger({ format: process.env.LOG_FORMAT?.trim() === 'pretty' ? 'pretty' : 'json' });

async function main(): Promise<void> {
  const config = loadConfig();
  logger = AppLogger.fromConfig(config);
  let embedded: RunningPostgres | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    logger.info('Запуск вбудованої PostgreSQL', { dir: config.embeddedPg.dir });
    embedded = await startEmbeddedPostgres(config.embeddedPg.dir, config.embeddedPg.port, undefined, (e) => logger.error('embedded-postgres', { err: e }));
    databaseUrl = embedded.url;
  }

  const password = await resolveAdminPassword(config);
  const app = await createApp({ config, databaseUrl, adminPasswordHash: password.hash, logger });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('зупинка', { signal });
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // Readiness turns false first, so a load balancer stops sending new traffic while in-flight work finishes.
    const health = app.get(HealthService);
    health.beginShutdown();
    // Stop accepting connections now (idle keep-alive ones close too). app.close() then finishes the assistant
    // replies in flight, tells visitors `server_restarting` and closes their sockets (beforeApplicationShutdown),
    // closes the Socket.IO server with its Redis clients and waits for the HTTP requests in flight (dispose), and only
    // then closes the database pool (onApplicationShutdown) — Nest 12's order, checked by scale.integration-spec.
    const httpServer = app.getHttpServer();
    httpServer.close();
    // A keep-alive connection whose last request ends during shutdown would otherwise idle for keepAliveTimeout (5 s).
    setInterval(() => httpServer.closeIdleConnections(), 100).unref();
    try {
      await app.close();
    } finally {
      await embedded?.stop().catch((e: unknown) => logger.error('embedded-postgres stop failed', { err: e }));
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen(config.port, config.host ?? '::');
  const url = `http://localhost:${config.port}`;
  logger.info(`Сайт працює: ${url}`, { port: config.port, admin: `${url}/admin/login` });
  if (password.generated) {
    // Shown once on purpose: the only place the generated password ever appears (only its hash is stored).
    logger.warn(`Пароль адміністратора (показано один раз, збережено лише його хеш у ${config.admin.passwordHashFile}): ${password.generated}`);
    logger.info('Щоб задати свій пароль, запустіть з ADMIN_PASSWORD=...');
  } else if (!config.admin.password) {
    logger.info(`Пароль адміністратора: той, що був виданий при першому запуску (хеш у ${config.admin.passwordHashFile}); видаліть файл, щоб отримати новий.`);
  }
}

// Whatever escapes is one JSON line with its stack, then the process ends as Node would.
process.on('uncaughtException', (e) => {
  logger.fatal('uncaught exception', { err: e });
  process.exit(1);
});
process.on('unhandledRejection', (e) => {
  logger.fatal('unhandled rejection', { err: e });
  process.exit(1);
});

main().catch((error: unknown) => {
  if (error instanceof ConfigError) logger.fatal(`Помилка конфігурації: ${error.message}`);
  else logger.fatal('start failed', { err: error });
  process.exit(1);
});
