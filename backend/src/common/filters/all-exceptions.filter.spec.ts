import { describe, expect, it, jest } from '@jest/globals';
import { ConflictException, HttpException, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { ErrorCode, errorCodeForStatus } from '@law/contracts';
import type { AppLogger } from '../logger';
import { AllExceptionsFilter } from './all-exceptions.filter';

function answer(exception: unknown) {
  const json = jest.fn();
  const res = { headersSent: false, status: jest.fn(() => ({ json })) };
  const host = { getType: () => 'http', switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({ method: 'GET' }) }) } as unknown as ArgumentsHost;
  const logger = { warn: jest.fn(), error: jest.fn() } as unknown as AppLogger;
  new AllExceptionsFilter(logger).catch(exception, host);
  return { status: (res.status.mock.calls[0] as unknown[])[0], body: (json.mock.calls[0] as unknown[])[0] };
}

describe('AllExceptionsFilter: every failure carries a code', () => {
  it('by status when the exception names none', () => {
    expect(answer(new NotFoundException('Немає'))).toEqual({ status: 404, body: { success: false, error: 'Немає', code: ErrorCode.NotFound } });
    expect(answer(new HttpException('Повільно', 418)).body).toMatchObject({ code: ErrorCode.BadRequest });
    expect(answer(new Error('boom'))).toMatchObject({ status: 500, body: { code: ErrorCode.Internal } });
  });

  it("the exception's own code wins", () => {
    expect(answer(new ConflictException({ message: 'Вже є', code: ErrorCode.InvalidJson })).body).toEqual({ success: false, error: 'Вже є', code: ErrorCode.InvalidJson });
  });

  it('maps the statuses clients meet', () => {
    expect([400, 401, 403, 404, 409, 413, 429, 502, 503, 500, 504].map(errorCodeForStatus)).toEqual([
      'bad_request', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'payload_too_large', 'too_many_requests', 'bad_gateway', 'service_unavailable', 'internal', 'internal',
    ]);
  });
});
