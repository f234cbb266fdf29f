import http from 'node:http';

/**
 * One HTTP request with the path sent exactly as written (fetch would normalise `..`, `//` and case of escapes).
 */
export function rawRequest(
  base: string,
  method: string,
  rawPath: string,
  opts: { headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: rawPath,
        headers: {
          ...(opts.body !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(opts.body)) } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

/** Row counts of every table of the public schema, to prove a refused request wrote nothing. */
export async function tableCounts(db: { query: (sql: string) => Promise<Array<Record<string, unknown>>> }): Promise<Record<string, number>> {
  const tables = await db.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`);
  const out: Record<string, number> = {};
  for (const { table_name } of tables as Array<{ table_name: string }>) {
    const [{ n }] = (await db.query(`SELECT count(*)::int AS n FROM "${table_name}"`)) as Array<{ n: number }>;
    out[table_name] = n;
  }
  return out;
}
