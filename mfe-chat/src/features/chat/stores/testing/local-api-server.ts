import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
export type ApiHandler = (req: ApiRequest) => { status: number; body: unknown };

/**
 * A local HTTP server answering in the backend's `{success, data | error}` format, with the CORS
 * headers a browser (jsdom's XHR) needs for a credentialed cross-origin call.
 */
export async function startLocalApi(handler: ApiHandler) {
  const requests: ApiRequest[] = [];
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => resolve(raw));
    });
  const server: Server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', 'content-type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://local');
    const raw = await readBody(req);
    const request: ApiRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body: raw ? JSON.parse(raw) : undefined };
    requests.push(request);
    const answer = handler(request);
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/api`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
