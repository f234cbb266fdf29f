import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'all',
    synchronize: false,
    logging: ['error', 'migration'],
    extra: { max: Number(process.env.DB_POOL_SIZE ?? 20), connectionTimeoutMillis: 5000 },
  };
}

/** For the TypeORM CLI (migration:generate/show/run) on the compiled output. */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lawfirm'));
