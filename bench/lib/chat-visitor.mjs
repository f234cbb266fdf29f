// One simulated chat visitor, shared by bench/chat and bench/scale: register over HTTP, open the /chat websocket,
// announce itself and hold an intake conversation. `localAddress` picks the source address (any of 127.0.0.0/8 on
// Linux), so a load generator can look like many clients to a proxy and is not limited to one address' ports.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { io } = createRequire(path.join(root, 'backend/package.json'))('socket.io-client');

export const SCRIPT = ['Добрий день, мене звільнили з роботи без попередження', 'Київ', 'Два тижні тому', 'Хочу поновитися на роботі'];
/** The scripted intake closes the chat after ~5 turns, so a visitor sends at most this many messages. */
export const MAX_MESSAGES = SCRIPT.length;

/** POST /api/users; resolves the new visitor's id. */
export function registerVisitor(base, i, { localAddress } = {}) {
  const body = JSON.stringify({ name: `Відвідувач ${i}`, phone: `+380${String(500000000 + i).padStart(9, '0')}` });
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/users`, {
      method: 'POST',
      localAddress,
      agent: false,
      timeout: 60_000,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('timeout', () => req.destroy(new Error('register timeout')));
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        try {
          const parsed = JSON.parse(text);
          if (parsed.success) resolve(parsed.data.id);
          else reject(new Error(`register failed: ${text}`));
        } catch {
          reject(new Error(`register failed: HTTP ${res.statusCode} ${text.slice(0, 200)}`));
        }
      });
    });
    req.end(body);
  });
}

/** A websocket-only Socket.IO connection to /chat (what mfe-chat uses first). */
export function connectVisitor(base, { localAddress, timeoutMs = 20_000 } = {}) {
  return new Promise((resolve, reject) => {
    const socket = io(`${base}/chat`, { transports: ['websocket'], forceNew: true, reconnection: false, timeout: timeoutMs, localAddress });
    const t = setTimeout(() => {
      socket.disconnect();
      reject(new Error('connect timeout'));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(t);
      resolve(socket);
    });
    socket.once('connect_error', (e) => {
      clearTimeout(t);
      socket.disconnect();
      reject(e);
    });
  });
}

/** user_connect, resolved when the server confirms with session_created (the visitor has joined its room). */
export function announceVisitor(socket, userId, timeoutMs = 30_000) {
  return new Promise((resolve, reject) => {
    const done = (fn, v) => {
      clearTimeout(t);
      socket.off('session_created', onSession);
      socket.off('error', onError);
      fn(v);
    };
    const onSession = () => done(resolve);
    const onError = (e) => done(reject, new Error(`user_connect refused: ${e?.message}`));
    const t = setTimeout(() => done(reject, new Error('user_connect timeout')), timeoutMs);
    socket.on('session_created', onSession);
    socket.on('error', onError);
    socket.emit('user_connect', { userId });
  });
}

/** One visitor's conversation: each message waits for the assistant's reply; returns emit->reply latencies (ms). */
export async function converse(socket, userId, messages, timeoutMs = 120_000) {
  const latencies = [];
  for (let i = 0; i < messages; i++) {
    const started = performance.now();
    const reply = new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('reply timeout')), timeoutMs);
      const onMessage = (m) => {
        if (m?.sender !== 'assistant') return;
        clearTimeout(t);
        socket.off('message', onMessage);
        resolve();
      };
      socket.on('message', onMessage);
    });
    reply.catch(() => {}); // if the ack fails below, the pending reply timer must not become an unhandled rejection
    const ack = await socket.timeout(timeoutMs).emitWithAck('message', { type: 'text', content: SCRIPT[i], userId, clientMessageId: `b${i}` });
    if (!ack?.ok) throw new Error(`refused: ${ack?.error}`);
    await reply;
    latencies.push(performance.now() - started);
  }
  return latencies;
}
