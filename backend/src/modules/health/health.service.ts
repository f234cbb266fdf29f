import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { HealthReport } from '@law/contracts';

@Injectable()
export class HealthService implements OnApplicationShutdown {
  private shuttingDown = false;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  onApplicationShutdown(): void {
    this.shuttingDown = true;
  }

  /** Marks the instance as draining so readiness turns false before connections close. */
  beginShutdown(): void {
    this.shuttingDown = true;
  }

  async databaseUp(): Promise<boolean> {
    try {
      await Promise.race([this.db.query('SELECT 1'), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000))]);
      return true;
    } catch {
      return false;
    }
  }

  async report(): Promise<HealthReport> {
    const up = await this.databaseUp();
    return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', uptime_seconds: Math.round(process.uptime()) };
  }

  async ready(): Promise<boolean> {
    return !this.shuttingDown && (await this.databaseUp());
  }
}
