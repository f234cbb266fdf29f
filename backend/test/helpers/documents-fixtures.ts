import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import iconv from 'iconv-lite';
import type { DataSource } from 'typeorm';

export interface SeededOrder {
  orderId: number;
  documentId: number;
  chatId: number;
}

/** A user, their chat with messages, a live order and its document — the rows the documents feature reads. */
export async function seedOrder(
  db: DataSource,
  opts: {
    document: string | null;
    comment?: string | null;
    messages: [author: 'user' | 'agent', text: string][];
    files?: number;
    name?: string;
    references?: { title: string; url: string }[];
    /** Written into chats.case_card as the intake would (a plain jsonb column). */
    caseCard?: unknown;
  },
): Promise<SeededOrder> {
  const userId = randomUUID();
  await db.query('INSERT INTO users (id, name, phone, city) VALUES ($1, $2, $3, $4)', [userId, opts.name ?? 'Іваненко Іван Петрович', '+380501234567', 'Київ']);
  const files = Array.from({ length: opts.files ?? 0 }, (_, i) => `/api/files/${userId}/file-${i}.pdf`);
  const [chat] = await db.query(
    `INSERT INTO chats (user_id, document, comment, mail_data, delivery_data, is_chat_finished, case_card) VALUES ($1, $2, $3, $4, $5, true, $6) RETURNING id`,
    [
      userId,
      opts.document,
      opts.comment ?? null,
      JSON.stringify({ files, text: '' }),
      JSON.stringify({ city: 'Київ', city_area: 'Київська', recipient_name: 'Іваненко Іван', recipient_phone: '+380501234567', warehouse: 'Відділення №1' }),
      opts.caseCard === undefined ? null : JSON.stringify(opts.caseCard),
    ],
  );
  for (const [author, text] of opts.messages) await db.query('INSERT INTO messages (chat_id, author, message) VALUES ($1, $2, $3)', [chat.id, author, text]);
  const [order] = await db.query(
    `INSERT INTO orders (chat_id, document_price, delivery_data) VALUES ($1, 1500, $2) RETURNING id`,
    [chat.id, JSON.stringify({ city: 'Київ', city_area: 'Київська', city_ref: 'c1', warehouse: 'Відділення №1', warehouse_ref: 'w1', recipient_name: 'Іваненко Іван', recipient_phone: '+380501234567' })],
  );
  const [doc] = await db.query(`INSERT INTO documents (order_id, "references") VALUES ($1, $2) RETURNING id`, [order.id, JSON.stringify(opts.references ?? [])]);
  return { orderId: order.id, documentId: doc.id, chatId: chat.id };
}

export const ARTICLE_HTML = `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Сімейний кодекс України</title>
<style>.menu{color:red}</style><script>window.tracker = "ТРЕКЕР-СКРИПТ";</script></head>
<body><nav class="menu"><ul><li><a href="/">Головна МЕНЮ-САЙТУ</a></li><li><a href="/laws">Законодавство</a></li></ul></nav>
<header>ШАПКА-САЙТУ</header>
<main><article><h1>Сімейний кодекс України</h1>
<p>Стаття 180. Обов'язок батьків утримувати дитину</p>
<p>Батьки зобов'язані утримувати дитину до досягнення нею повноліття. Це положення застосовується до всіх батьків незалежно від того, чи перебувають вони у шлюбі.</p>
<p>Стаття 181. Способи виконання батьками обов'язку утримувати дитину</p>
<p>Способи виконання батьками обов'язку утримувати дитину визначаються за домовленістю між ними. За рішенням суду кошти на утримання дитини (аліменти) присуджуються у частці від доходу її матері, батька або у твердій грошовій сумі.</p>
<p>Стаття 182. Обставини, що враховуються судом при визначенні розміру аліментів</p>
<p>При визначенні розміру аліментів суд враховує стан здоров'я та матеріальне становище дитини і платника аліментів, наявність у платника інших дітей.</p>
</article></main>
<footer>ПІДВАЛ-САЙТУ © 2026</footer><script>document.write("ЗГЕНЕРОВАНО-СКРИПТОМ")</script></body></html>`;

export const CP1251_TEXT = 'Кодекс законів про працю України. Стаття 47. Обов\'язок власника провести розрахунок з працівником. Власник або уповноважений ним орган зобов\'язаний в день звільнення видати працівникові копію наказу про звільнення і провести з ним розрахунок. Ґанок, їжак, єнот — літери ґ, ї, є на місці.';

function cp1251Page(meta: boolean): Buffer {
  const html = `<!doctype html><html><head>${meta ? '<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">' : ''}<title>КЗпП</title></head><body><div id="article"><h2>КЗпП</h2><p>${CP1251_TEXT}</p><p>${CP1251_TEXT}</p></div></body></html>`;
  return iconv.encode(html, 'windows-1251');
}

export interface PagesServer {
  url: string;
  /** Requests seen, by path. */
  hits: Map<string, number>;
  close: () => Promise<void>;
}

/** Local pages for the source reader: UTF-8, Windows-1251, huge, slow, 404, redirects, a PDF, plain text. */
export async function startPagesServer(): Promise<PagesServer> {
  const hits = new Map<string, number>();
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    switch (path) {
      case '/utf8':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE_HTML);
        return;
      case '/cp1251-header':
        res.writeHead(200, { 'content-type': 'text/html; charset=windows-1251' }).end(cp1251Page(false));
        return;
      case '/cp1251-meta':
        res.writeHead(200, { 'content-type': 'text/html' }).end(cp1251Page(true));
        return;
      case '/plain':
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('Закон України «Про звернення громадян».\r\n\r\nСтаття 20. Строки розгляду звернень — не більше одного місяця.');
        return;
      case '/huge': {
        // 8 MB of article text, streamed: the reader must stop at its cap, not wait for the whole page.
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.write('<html><body><article>');
        const chunk = `<p>${'Велика сторінка закону, абзац тексту для перевірки обмеження розміру. '.repeat(40)}</p>`;
        let sent = 0;
        const pump = () => {
          while (sent < 8 * 1024 * 1024) {
            sent += Buffer.byteLength(chunk);
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end('</article></body></html>');
        };
        res.on('error', () => undefined);
        pump();
        return;
      }
      case '/slow':
        // Answers far later than the reader's timeout.
        setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>запізно</p>'), 20_000).unref();
        return;
      case '/missing':
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Не знайдено</h1>');
        return;
      case '/redirect':
        res.writeHead(302, { location: '/utf8' }).end();
        return;
      case '/redirect-file':
        res.writeHead(302, { location: 'file:///etc/passwd' }).end();
        return;
      case '/pdf':
        res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
        return;
      default: {
        const loop = /^\/loop\/(\d+)$/.exec(path);
        if (loop) {
          res.writeHead(302, { location: `/loop/${Number(loop[1]) + 1}` }).end();
          return;
        }
        res.writeHead(404).end();
      }
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

export interface LlmServer {
  url: string;
  requests: { messages: { role: string; content: string }[]; model: string; authorization: string | undefined }[];
  /** What the next answers are: a function of the request. */
  respond: (body: { messages: { role: string; content: string }[] }) => { status: number; content?: string };
  close: () => Promise<void>;
}

/** A local OpenAI-compatible /v1/chat/completions server. */
export async function startLlmServer(): Promise<LlmServer> {
  const state: LlmServer = { url: '', requests: [], respond: () => ({ status: 500 }), close: async () => undefined };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      const body = JSON.parse(raw);
      state.requests.push({ messages: body.messages, model: body.model, authorization: req.headers.authorization });
      const answer = state.respond(body);
      if (answer.status !== 200) return void res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model overloaded' } }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ id: 'cmpl-1', object: 'chat.completion', model: body.model, choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer.content } }] }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}/v1`;
  state.close = () => new Promise<void>((r) => server.close(() => r()));
  return state;
}
