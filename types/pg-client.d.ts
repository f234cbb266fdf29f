// The slice of node-postgres the browser tests use to read what the server stored (no @types/pg installed).
declare module 'pg' {
  export class Client {
    constructor(options: { connectionString?: string });
    connect(): Promise<void>;
    query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
    end(): Promise<void>;
  }
  const pg: { Client: typeof Client };
  export default pg;
}
