// A forked helper of the idle-connection phase: holds registered visitors' websockets open. Several of these share
// the client side so no single process runs into its open-files limit. Commands arrive over IPC:
//   { cmd: 'open', base, visitors: [{ userId, localAddress }], concurrency } -> { opened, failed, firstError }
//   { cmd: 'close' } -> closes every socket and exits
import { announceVisitor, connectVisitor } from '../lib/chat-visitor.mjs';
import { pool } from '../lib/stats.mjs';

const sockets = [];

async function open({ base, visitors, concurrency }) {
  let failed = 0;
  let firstError;
  await pool(visitors, concurrency, async ({ userId, localAddress }) => {
    let socket;
    try {
      socket = await connectVisitor(base, { localAddress, timeoutMs: 60_000 });
      await announceVisitor(socket, userId, 60_000);
      sockets.push(socket);
    } catch (e) {
      socket?.disconnect();
      failed += 1;
      firstError ??= e.message;
    }
  });
  return { opened: visitors.length - failed, failed, firstError };
}

process.on('message', async (m) => {
  if (m.cmd === 'open') process.send({ type: 'opened', ...(await open(m)) });
  if (m.cmd === 'close') {
    for (const s of sockets) s.disconnect();
    setTimeout(() => process.exit(0), 500);
  }
});
process.on('disconnect', () => process.exit(0));
