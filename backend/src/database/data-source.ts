import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** `poolSize` is DB_POOL_SIZE (config/settings.ts). */
export function dataSourceOptions(url: string, poolSize: number): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    // Run by runMigrationsLocked() at start-up, so instances starting together apply them once.
    migrationsRun: false,
    migrationsTransactionMode: 'all',
    synchronize: false,
    logging: ['error', 'migration'],
    extra: { max: poolSize, connectionTimeoutMillis: 5000 },
  };
}

/** Any constant shared by every instance: the key of the PostgreSQL advisory lock held while migrating. */
const MIGRATION_LOCK_KEY = 7_420_211;

/**
 * Applies pending migrations (all in one transaction) while holding a session advisory lock, so several instances
 * started at once against a new database take turns: the first migrates, the others then find nothing to do.
 */
export async function runMigrationsLocked(ds: DataSource): Promise<void> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await ds.runMigrations({ transaction: 'all' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}

/** A connected DataSource with its migrations applied (what the app module and scripts use). */
export async function openDatabase(options: DataSourceOptions): Promise<DataSource> {
  const ds = await new DataSource(options).initialize();
  try {
    await runMigrationsLocked(ds);
  } catch (e) {
    await ds.destroy().catch(() => undefined);
    throw e;
  }
  return ds;
}
