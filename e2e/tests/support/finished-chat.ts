import { io, type Socket } from 'socket.io-client';
import { CHAT_DISCONNECT_PHRASE, CHAT_NAMESPACE } from '@law/contracts';

/**
 * A real finished consultation: registers a visitor over HTTP (POST /api/users) and talks to the scripted
 * assistant over Socket.IO until it closes the chat with 'Наразі відключаю наш чат'.
 */
export interface FinishedChat {
  userId: string;
  chatId: number;
  name: string;
  phone: string;
}

export const ANSWERS = [
  'Добрий день. Мене звільнили з роботи без попередження і не виплатили зарплату.',
  'Роботодавець не видав наказ, просто сказав більше не приходити. Пропрацювала там три роки.',
  'Київ',
  'Минулого тижня',
  'Хочу поновитися на роботі та отримати зарплату за весь час',
  'Так, все вірно',
  'Так',
  'Дякую',
];

export function randomPhone(): string {
  return `+38067${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

export async function createFinishedChat(baseURL: string, name: string, phone = randomPhone()): Promise<FinishedChat> {
  const res = await fetch(new URL('/api/users', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, phone }),
  });
  const body = (await res.json()) as { success: boolean; data?: { id: string }; error?: string };
  if (!body.success || !body.data) throw new Error(`registration failed: ${res.status} ${body.error ?? ''}`);
  const userId = body.data.id;

  const socket: Socket = io(new URL(CHAT_NAMESPACE, baseURL).toString(), { transports: ['websocket'], reconnection: false });
  try {
    const chatId = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no session_created')), 10_000);
      socket.on('session_created', (s: { sessionId: string }) => {
        clearTimeout(timer);
        resolve(Number(s.sessionId));
      });
      socket.on('error', (e: unknown) => reject(new Error(`socket error ${JSON.stringify(e)}`)));
      socket.on('connect', () => socket.emit('user_connect', { userId }));
    });

    const replies: string[] = [];
    let waiter: (() => void) | null = null;
    socket.on('message', (m: { sender: string; content: string }) => {
      if (m.sender === 'user') return;
      replies.push(m.content);
      waiter?.();
    });
    const nextReply = (count: number) =>
      new Promise<void>((resolve, reject) => {
        if (replies.length > count) return resolve();
        const timer = setTimeout(() => reject(new Error(`assistant did not answer; so far: ${replies.join(' | ')}`)), 15_000);
        waiter = () => {
          if (replies.length > count) {
            clearTimeout(timer);
            waiter = null;
            resolve();
          }
        };
      });

    for (let turn = 0; turn < 12; turn++) {
      const before = replies.length;
      const content = ANSWERS[Math.min(turn, ANSWERS.length - 1)];
      socket.emit('message', { type: 'text', content, userId, sessionId: String(chatId) });
      await nextReply(before);
      // The assistant may answer in more than one message; let it finish.
      await new Promise((r) => setTimeout(r, 800));
      if (replies.some((r) => r.includes(CHAT_DISCONNECT_PHRASE))) return { userId, chatId, name, phone };
    }
    throw new Error(`the assistant never closed the chat: ${replies.join(' | ')}`);
  } finally {
    socket.disconnect();
  }
}
