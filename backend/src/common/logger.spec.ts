import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { AppLogger, NestLogger, logContext } from './logger';

function capture(level: 'debug' | 'info' = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  return { logger: new AppLogger({ level, destination }), lines };
}

describe('AppLogger', () => {
  it('writes one JSON object with level name, ISO time, pid and msg', () => {
    const { logger, lines } = capture();
    logger.info('hello', { chatId: 5 });
    expect(lines).toEqual([{ level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), pid: process.pid, chatId: 5, msg: 'hello' }]);
  });

  it('adds the request id or socket id of the work in progress', async () => {
    const { logger, lines } = capture();
    await logContext.run({ requestId: 'req-12345678' }, async () => {
      await Promise.resolve();
      logger.warn('inside');
    });
    logContext.run({ socketId: 'sock-1' }, () => logger.info('socket'));
    logger.info('outside');
    expect(lines.map((l) => [l.msg, l.requestId, l.socketId])).toEqual([
      ['inside', 'req-12345678', undefined],
      ['socket', undefined, 'sock-1'],
      ['outside', undefined, undefined],
    ]);
  });

  it('blanks personal fields wherever a caller puts them', () => {
    const { logger, lines } = capture();
    logger.info('oops', { phone: '+380501234567', name: 'Ірина', user: { phone: '+380501234567', text: 'секрет' }, ip: '10.0.0.1', chatId: 1 });
    expect(JSON.stringify(lines)).not.toMatch(/380501234567|Ірина|секрет|10\.0\.0\.1/);
    expect(lines[0]).toMatchObject({ phone: '[redacted]', name: '[redacted]', user: { phone: '[redacted]', text: '[redacted]' }, chatId: 1 });
  });

  it('writes an error as type, message, code and stack — never the query parameters a database error carries', () => {
    const { logger, lines } = capture();
    const e = Object.assign(new Error('duplicate key value'), { name: 'QueryFailedError', code: '23505', parameters: ['+380501234567', 'Ірина'], query: 'INSERT …' });
    logger.error('request failed', { err: e });
    expect(lines[0].err).toEqual({ type: 'QueryFailedError', message: 'duplicate key value', code: '23505', stack: expect.stringContaining('duplicate key value') });
    expect(JSON.stringify(lines)).not.toMatch(/380501234567|Ірина|INSERT/);
  });

  it("carries Nest's own lines, with their context and stacks", () => {
    const { logger, lines } = capture('info');
    const nest = new NestLogger(logger);
    nest.log('Nest application successfully started', 'NestApplication');
    nest.log('Mapped {/api/x, GET} route', 'RouterExplorer');
    nest.error('boom', 'Error: boom\n    at x (y.js:1:1)', 'ExceptionHandler');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', source: 'nest', context: 'NestApplication', msg: 'Nest application successfully started' }),
      expect.objectContaining({ level: 'error', context: 'ExceptionHandler', msg: 'boom', err: expect.objectContaining({ stack: expect.stringContaining('at x') }) }),
    ]);
  });
});
