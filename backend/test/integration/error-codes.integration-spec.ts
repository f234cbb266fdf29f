import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_AUTH_MESSAGES, ErrorCode, INPUT_MESSAGES, LIST_MESSAGES, ORDER_MESSAGES } from '@law/contracts';
import { adminCookie, api, startTestApp, type TestApp } from '../helpers/test-app';

/** Every `{success:false, error}` carries a stable `code` clients branch on (libs/contracts error-codes.ts). */
describe('error codes', () => {
  let t: TestApp;
  let cookie: string;
  const call = (method: string, p: string, body?: unknown, c: string | null = cookie) => api(t.url, method, p, body, c ? { cookie: c } : {});

  beforeAll(async () => {
    t = await startTestApp();
    cookie = await adminCookie(t.url, '10.9.0.1');
  });
  afterAll(() => t.close());

  it.each([
    ['a bad page', 'GET', '/api/admin/orders?page=0', undefined, 400, LIST_MESSAGES.badPage, ErrorCode.BadRequest],
    ['an unknown list key', 'GET', '/api/admin/feedbacks?sort=x', undefined, 400, 'Невідоме поле: sort', ErrorCode.BadRequest],
    ['a missing order', 'GET', '/api/admin/orders/999999999', undefined, 404, ORDER_MESSAGES.notFound, ErrorCode.NotFound],
    ['a control character', 'POST', '/api/admin/orders/create', { chat_id: 1, document_price: 1, delivery_data: { city: 'Київ\u0000' } }, 400, INPUT_MESSAGES.forbiddenCharacters, ErrorCode.ForbiddenInput],
  ])('%s', async (_what, method, path, body, status, error, code) => {
    const res = await call(method, path, body);
    expect([res.status, res.body]).toEqual([status, { success: false, error, code }]);
  });

  it('no session is unauthorized', async () => {
    const res = await call('GET', '/api/admin/orders', undefined, null);
    expect([res.status, res.body]).toEqual([401, { success: false, error: ADMIN_AUTH_MESSAGES.unauthorized, code: ErrorCode.Unauthorized }]);
  });

  it('broken JSON is invalid_json', async () => {
    const res = await call('POST', '/api/admin/orders/create', '{"chat_id":');
    expect([res.status, res.body]).toEqual([400, { success: false, error: 'Некоректний JSON у запиті', code: ErrorCode.InvalidJson }]);
  });
});
