import { Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MetricsController } from './metrics.controller';
import { watchDatabasePool, type PoolState } from './metrics';

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** `GET /api/metrics` and the database pool gauge. */
@Module({ controllers: [MetricsController] })
export class MetricsModule implements OnModuleInit, OnModuleDestroy {
  constructor(private readonly db: DataSource) {}

  onModuleInit(): void {
    watchDatabasePool((): PoolState | undefined => {
      const pool = (this.db.driver as unknown as { master?: PgPool }).master;
      return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : undefined;
    });
  }

  onModuleDestroy(): void {
    watchDatabasePool(undefined);
  }
}
