import 'reflect-metadata';
import { loadConfig, ConfigError } from './config/config';
import { startEmbeddedPostgres, type RunningPostgres } from './database/embedded-postgres';
import { resolveAdminPassword } from './modules/admin-auth/admin-password';
import { createApp } from './create-app';
import { HealthService } from './modules/health/health.service';

async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: RunningPostgres | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    console.log(`Запуск вбудованої PostgreSQL (${config.embeddedPg.dir})...`);
    embedded = await startEmbeddedPostgres(config.embeddedPg.dir, config.embeddedPg.port);
    databaseUrl = embedded.url;
  }

  const password = await resolveAdminPassword(config);
  const app = await createApp({ config, databaseUrl, adminPasswordHash: password.hash });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: зупинка...`);
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
      await embedded?.stop().catch((e: unknown) => console.error('embedded-postgres stop failed', e));
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen(config.port, config.host ?? '::');
  const url = `http://localhost:${config.port}`;
  console.log(`\nСайт працює: ${url}`);
  console.log(`Адмін-панель: ${url}/admin/login`);
  if (password.generated) {
    console.log(`Пароль адміністратора (показано один раз, збережено лише його хеш у ${config.admin.passwordHashFile}):`);
    console.log(`  ${password.generated}`);
    console.log('Щоб задати свій пароль, запустіть з ADMIN_PASSWORD=...');
  } else if (!config.admin.password) {
    console.log(`Пароль адміністратора: той, що був виданий при першому запуску (хеш у ${config.admin.passwordHashFile}); видаліть файл, щоб отримати новий.`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Помилка конфігурації: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
