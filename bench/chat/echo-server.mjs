// Bare Socket.IO echo server: the baseline the chat backend is compared with in bench/chat/run.mjs.
// Same namespace and transports as the real gateway; replies to `message` with an ack and an echoed 'assistant' message.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.env.PORT ?? 0);
const http = createServer((req, res) => {
  res.writeHead(req.url === '/health' ? 200 : 404).end();
});
const io = new Server(http, { transports: ['websocket', 'polling'], serveClient: false });
let seq = 0;
io.of('/chat').on('connection', (socket) => {
  socket.emit('status', { name: 'echo', avatar: '' });
  socket.on('user_connect', () => socket.emit('session_created', { sessionId: '1' }));
  socket.on('message', (payload, ack) => {
    const id = String(++seq);
    if (typeof ack === 'function') ack({ ok: true, id });
    socket.emit('message', { id: String(++seq), sender: 'assistant', content: String(payload?.content ?? ''), timestamp: new Date().toISOString() });
  });
});
http.listen(port, '127.0.0.1', () => {
  process.send?.({ port: http.address().port });
});
process.on('SIGTERM', () => {
  io.close();
  process.exit(0);
});
