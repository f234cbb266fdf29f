import { QueryFailedError } from 'typeorm';

/** PostgreSQL and driver errors that mean "the database cannot be reached now", not "this query is wrong". */
function isConnectionError(e: unknown): boolean {
  const code = (e as { code?: string })?.code;
  const msg = e instanceof Error ? e.message : '';
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === '57P01' || // admin shutdown
    code === '57P02' || // crash shutdown
    code === '57P03' || // cannot connect now (starting up / shutting down)
    code === '08006' ||
    code === '08001' ||
    code === '08003' ||
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(msg)
  );
}

/** True when a failure came from the database being unreachable (a restart, a failover): worth retrying later. */
export function isDatabaseUnavailable(e: unknown): boolean {
  return isConnectionError(e) || (e instanceof QueryFailedError && isConnectionError(e.driverError));
}
