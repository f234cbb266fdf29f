export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  uptime_seconds: number;
}
