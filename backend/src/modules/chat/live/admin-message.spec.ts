import { describe, expect, it } from '@jest/globals';
import { toAdminMessage } from './admin-message';
import { sessionCookie } from './admin-inbox.gateway';

describe('toAdminMessage', () => {
  const at = new Date('2026-11-23T10:00:00.000Z');
  it("keeps the spec's authors and names the lawyer (null for the assistant)", () => {
    expect(toAdminMessage({ id: 1, author: 'user', message: 'Добрий день', created_at: at })).toEqual({
      id: '1', author: 'user', message: 'Добрий день', created_at: '2026-11-23T10:00:00.000Z', agent_name: null, kind: 'text',
    });
    expect(toAdminMessage({ id: '2', author: 'agent', message: 'Вітаю', created_at: at, staff_name: null })).toMatchObject({ author: 'agent', agent_name: null, kind: 'text' });
    expect(toAdminMessage({ id: '3', author: 'agent', message: 'Я юрист', created_at: at, staff_name: 'Олена Петренко' })).toMatchObject({ author: 'agent', agent_name: 'Олена Петренко' });
  });

  it('shows a system line as an agent-side line of kind system, without a name', () => {
    expect(toAdminMessage({ id: '4', author: 'system', message: 'До розмови приєднався юрист Олена Петренко', created_at: at })).toMatchObject({ author: 'agent', agent_name: null, kind: 'system' });
  });
});

describe('sessionCookie', () => {
  it('reads the admin session cookie from a Cookie header, and nothing else', () => {
    expect(sessionCookie('a=1; law_admin_sid=abc%2Fdef; b=2')).toBe('abc/def');
    expect(sessionCookie('law_admin_sid=plain')).toBe('plain');
    expect(sessionCookie('xlaw_admin_sid=nope; other=1')).toBeUndefined();
    expect(sessionCookie('law_admin_sid=%E0%A4%A')).toBeUndefined();
    expect(sessionCookie(undefined)).toBeUndefined();
  });
});
