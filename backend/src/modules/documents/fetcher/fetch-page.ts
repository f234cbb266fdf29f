import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { isBlockedAddress } from './address-guard';

export interface FetchPageOptions {
  /** Whole request budget, redirects included. */
  timeoutMs: number;
  /** Reading stops past this many (decoded) bytes; the page is kept truncated. */
  maxBytes: number;
  maxRedirects: number;
  /** Test-only: lets the fetcher reach loopback/private addresses (the tests' local pages). */
  allowPrivate: boolean;
}

export interface FetchedPage {
  /** The URL finally read (after redirects). */
  url: string;
  contentType: string;
  body: Buffer;
  truncated: boolean;
}

/** A source that could not be read; the message is Ukrainian and shown to the admin. */
export class SourceFetchError extends Error {}

const ALLOWED_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain'];
const BLOCKED_MESSAGE = 'адресу заборонено: вона веде у внутрішню або приватну мережу';

/** Resolves the host and refuses it when any of its addresses is internal; the socket then connects to the checked address (no DNS rebinding). */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family, hints: options.hints }, (err, addresses) => {
      const cb = callback as (e: NodeJS.ErrnoException | null, a?: unknown, f?: number) => void;
      if (err) return cb(err);
      if (!allowPrivate && (addresses.length === 0 || addresses.some((a) => isBlockedAddress(a.address)))) {
        const e: NodeJS.ErrnoException = new SourceFetchError(BLOCKED_MESSAGE);
        e.code = 'ESSRFBLOCKED';
        return cb(e);
      }
      if (options.all) return cb(null, addresses);
      return cb(null, addresses[0].address, addresses[0].family);
    });
  };
}

function checkUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SourceFetchError('некоректна адреса');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SourceFetchError(`непідтримуваний протокол ${url.protocol}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && isBlockedAddress(host)) throw new SourceFetchError(BLOCKED_MESSAGE);
  return url;
}

function decompress(res: IncomingMessage): Readable {
  switch ((res.headers['content-encoding'] ?? '').toLowerCase().trim()) {
    case 'gzip':
    case 'x-gzip':
      return res.pipe(zlib.createGunzip());
    case 'deflate':
      return res.pipe(zlib.createInflate());
    case 'br':
      return res.pipe(zlib.createBrotliDecompress());
    default:
      return res;
  }
}

function connectionMessage(e: NodeJS.ErrnoException): string {
  if (e instanceof SourceFetchError) return e.message;
  switch (e.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'сайт не знайдено (DNS)';
    case 'ECONNREFUSED':
      return "сервер відмовив у з'єднанні";
    case 'ECONNRESET':
      return "з'єднання розірвано сервером";
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
      return 'недійсний сертифікат сайту';
    default:
      return `помилка з'єднання${e.code ? ` (${e.code})` : ''}`;
  }
}

/** One GET without following redirects; resolves with the response (body not read yet). */
function request(url: URL, opts: FetchPageOptions, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(url, {
      method: 'GET',
      agent: false,
      lookup: guardedLookup(opts.allowPrivate),
      signal,
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; LawFirmSourceReader/1.0)',
        accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'uk,en;q=0.5',
      },
    });
    req.on('response', resolve);
    req.on('error', (e: NodeJS.ErrnoException) => reject(signal.aborted ? signal.reason : new SourceFetchError(connectionMessage(e))));
    req.end();
  });
}

function readCapped(res: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<{ body: Buffer; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const stream = decompress(res);
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (truncated: boolean) => {
      if (done) return;
      done = true;
      signal.removeEventListener('abort', onAbort);
      resolve({ body: Buffer.concat(chunks, Math.min(size, maxBytes)), truncated });
    };
    const fail = (e: Error) => {
      if (done) return;
      done = true;
      signal.removeEventListener('abort', onAbort);
      reject(e);
    };
    const onAbort = () => {
      res.destroy();
      fail(signal.reason as Error);
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort);
    stream.on('data', (chunk: Buffer) => {
      if (done) return;
      chunks.push(chunk);
      size += chunk.length;
      if (size >= maxBytes) {
        finish(true);
        res.destroy();
        if (stream !== res) stream.destroy();
      }
    });
    stream.on('end', () => finish(false));
    stream.on('error', () => fail(new SourceFetchError('сторінку не вдалося розпакувати або її передачу перервано')));
    res.on('aborted', () => fail(new SourceFetchError('передачу сторінки перервано')));
  });
}

/** GET with the SSRF guard, a redirect cap (each hop re-checked), a time budget, a size cap and a content-type check. */
export async function fetchPage(rawUrl: string, opts: FetchPageOptions): Promise<FetchedPage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new SourceFetchError(`час очікування вичерпано (${Math.round(opts.timeoutMs / 1000)} с)`)), opts.timeoutMs);
  try {
    let url = checkUrl(rawUrl, opts.allowPrivate);
    for (let hop = 0; ; hop++) {
      const res = await request(url, opts, controller.signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        if (hop >= opts.maxRedirects) throw new SourceFetchError(`забагато перенаправлень (понад ${opts.maxRedirects})`);
        url = checkUrl(new URL(res.headers.location, url).toString(), opts.allowPrivate);
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw new SourceFetchError(`сервер відповів кодом ${status}`);
      }
      const contentType = String(res.headers['content-type'] ?? '');
      const mime = contentType.split(';')[0].trim().toLowerCase();
      if (!ALLOWED_TYPES.includes(mime)) {
        res.destroy();
        throw new SourceFetchError(`непідтримуваний тип вмісту: ${mime || 'не вказано'} (читаються лише HTML і текст)`);
      }
      const { body, truncated } = await readCapped(res, opts.maxBytes, controller.signal);
      return { url: url.toString(), contentType, body, truncated };
    }
  } finally {
    clearTimeout(timer);
  }
}
