import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NpCity, NpWarehouse } from '@law/contracts';
import { adminCookie, api, startTestApp, type TestApp } from '../helpers/test-app';

const KEY = 'np-secret-key-5f2c9a7e1b';
const PATH = '/api/admin/postal/novaposhta';
const KYIV_REF = 'e28dc783-177f-5ccc-8da1-4d76c22a8968';

/** A stand-in for api.novaposhta.ua speaking its JSON: POST {apiKey, modelName, calledMethod, methodProperties}. */
function startCarrier(): Promise<{ url: string; requests: any[]; close: () => Promise<void> }> {
  const requests: any[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw);
      requests.push({ method: req.method, url: req.url, contentType: req.headers['content-type'], body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      if (body.apiKey !== KEY) return send(200, { success: false, data: [], errors: ['API key is invalid'], warnings: [], info: [], messageCodes: [], errorCodes: ['20000200068'] });
      const find = body.methodProperties?.FindByString;
      if (find === 'Помилка') return send(200, { success: false, data: [], errors: ['City not found'], warnings: [], info: [], errorCodes: ['20000900746'] });
      if (find === 'Збій') return send(503, '<html>Service Unavailable</html>');
      if (find === 'Зламано') return send(200, '{"success": tru');
      if (find === 'Ключ') return send(200, { success: false, data: [], errors: [`API key ${body.apiKey} expired`], warnings: [] });
      if (find === 'Повільно') return void setTimeout(() => send(200, { success: true, data: [], errors: [] }), 1500);
      if (body.calledMethod === 'getCities') {
        return send(200, {
          success: true,
          data: [{ Ref: '8d5a980d-391c-11dd-90d9-001a92567626', Description: 'Київ', DescriptionRu: 'Киев', AreaDescription: 'Київська', Area: '71508131-9b87-11de-822f-000c2965ae0e' }],
          errors: [],
          warnings: [],
          info: { totalCount: 1 },
          messageCodes: [],
          errorCodes: [],
        });
      }
      if (body.calledMethod === 'getWarehouses') {
        return send(200, { success: true, data: [{ Ref: '1ec09d88-e1c2-11e3-8c4a-0050568002cf', Description: 'Відділення №1: вул. Пирогівський шлях, 135', Number: '1' }], errors: [], warnings: ['Deprecated field'] });
      }
      return send(200, { success: true, data: [{ Number: body.methodProperties.Documents[0].DocumentNumber, Status: 'Відправлення отримано', StatusCode: '9' }], errors: [] });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2.0/json/`,
        requests,
        close: () => new Promise<void>((r) => server.close(() => r())),
      }),
    ),
  );
}

const cities = (find: string, limit?: number | string) => ({ modelName: 'Address', calledMethod: 'getCities', methodProperties: { FindByString: find, ...(limit !== undefined ? { Limit: limit } : {}) } });

describe('Nova Poshta proxy with a key (local carrier stand-in)', () => {
  let t: TestApp;
  let carrier: Awaited<ReturnType<typeof startCarrier>>;
  let cookie: string;
  const bodies: string[] = [];
  const call = async (body: unknown) => {
    const res = await api(t.url, 'POST', PATH, body, { cookie });
    bodies.push(JSON.stringify(res.body) + JSON.stringify([...res.headers.entries()]));
    return res;
  };

  beforeAll(async () => {
    carrier = await startCarrier();
    t = await startTestApp({ NOVA_POSHTA_API_KEY: KEY, NOVA_POSHTA_API_URL: carrier.url, NOVA_POSHTA_TIMEOUT_MS: '500' });
    cookie = await adminCookie(t.url, '10.7.0.1');
  });
  afterAll(async () => {
    await t.close();
    await carrier.close();
  });

  it('answers 401 without an admin session and never calls the carrier', async () => {
    const res = await api(t.url, 'POST', PATH, cities('Київ'));
    expect(res.status).toBe(401);
    expect(carrier.requests).toHaveLength(0);
  });

  it('adds the key on the server and returns the carrier answer', async () => {
    const res = await call(cities('Київ', '20'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, errors: [], data: [{ Ref: '8d5a980d-391c-11dd-90d9-001a92567626', Description: 'Київ', AreaDescription: 'Київська' }] });
    const sent = carrier.requests.at(-1);
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v2.0/json/');
    expect(sent.contentType).toContain('application/json');
    expect(sent.body).toEqual({ apiKey: KEY, modelName: 'Address', calledMethod: 'getCities', methodProperties: { FindByString: 'Київ', Limit: 20, Page: 1 } });

    const wh = await call({ modelName: 'Address', calledMethod: 'getWarehouses', methodProperties: { CityRef: '8d5a980d-391c-11dd-90d9-001a92567626', Limit: 200 } });
    expect(wh.body).toEqual({ success: true, data: [{ Ref: '1ec09d88-e1c2-11e3-8c4a-0050568002cf', Description: 'Відділення №1: вул. Пирогівський шлях, 135', Number: '1' }], errors: [], warnings: ['Deprecated field'] });
    expect(carrier.requests.at(-1).body.methodProperties).toEqual({ CityRef: '8d5a980d-391c-11dd-90d9-001a92567626', Limit: 200, Page: 1 });

    const tr = await call({ modelName: 'TrackingDocument', calledMethod: 'getStatusDocuments', methodProperties: { Documents: [{ DocumentNumber: '20450000000001', Phone: '+380501234567' }] } });
    expect(tr.body.data).toEqual([{ Number: '20450000000001', Status: 'Відправлення отримано', StatusCode: '9' }]);
    expect(carrier.requests.at(-1).body.methodProperties).toEqual({ Documents: [{ DocumentNumber: '20450000000001', Phone: '380501234567' }] });
  });

  it("passes the carrier's success:false with its errors", async () => {
    const res = await call(cities('Помилка'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: false, data: [], errors: ['City not found'], warnings: [] });
  });

  it('turns an HTTP 5xx, a malformed answer and a timeout into success:false with a Ukrainian error', async () => {
    const down = await call(cities('Збій'));
    expect(down.status).toBe(200);
    expect(down.body.success).toBe(false);
    expect(down.body.errors[0]).toBe('Нова Пошта тимчасово недоступна. Спробуйте пізніше. (HTTP 503)');
    const broken = await call(cities('Зламано'));
    expect(broken.body).toEqual({ success: false, data: [], errors: ['Нова Пошта повернула некоректну відповідь'], warnings: [] });
    const slow = await call(cities('Повільно'));
    expect(slow.body).toEqual({ success: false, data: [], errors: ['Нова Пошта тимчасово недоступна. Спробуйте пізніше.'], warnings: [] });
  });

  it('scrubs the key even when the carrier echoes it', async () => {
    const res = await call(cities('Ключ'));
    expect(res.body.errors[0]).toBe('API key *** expired');
  });

  it('lets through only the address look-ups and tracking status, with their limits', async () => {
    const before = carrier.requests.length;
    const refused: unknown[] = [
      { modelName: 'InternetDocument', calledMethod: 'save', methodProperties: {} },
      { modelName: 'Counterparty', calledMethod: 'getCounterparties', methodProperties: {} },
      { modelName: 'Address', calledMethod: 'save', methodProperties: {} },
      { modelName: 'AddressGeneral', calledMethod: 'searchSettlements', methodProperties: { CityName: 'Київ' } },
      cities('Київ', 51),
      cities('Київ', 0),
      cities('Київ', 'abc'),
      cities('К'),
      { modelName: 'Address', calledMethod: 'getCities', methodProperties: { FindByString: 'Київ', apiKey: 'other' } },
      { modelName: 'Address', calledMethod: 'getWarehouses', methodProperties: { CityRef: KYIV_REF, Limit: 201 } },
      { modelName: 'Address', calledMethod: 'getWarehouses', methodProperties: { CityRef: 'not-a-ref' } },
      { modelName: 'TrackingDocument', calledMethod: 'getStatusDocuments', methodProperties: { Documents: [{ DocumentNumber: '123' }] } },
      { modelName: 'TrackingDocument', calledMethod: 'getStatusDocuments', methodProperties: { Documents: [] } },
      { modelName: 'Address', calledMethod: 'getCities' },
      { modelName: 'Address', calledMethod: 'getCities', methodProperties: { FindByString: 'Київ' }, apiKey: 'mine' },
    ];
    for (const body of refused) {
      const res = await call(body);
      expect({ body, status: res.status, success: res.body.success }).toEqual({ body, status: 400, success: false });
      expect(typeof res.body.error).toBe('string');
    }
    expect(carrier.requests.length).toBe(before);
  });

  it('never puts the key in any response', () => {
    expect(bodies.length).toBeGreaterThan(10);
    for (const b of bodies) expect(b).not.toContain(KEY);
  });
});

describe('Nova Poshta proxy without a key (offline directory)', () => {
  let t: TestApp;
  let cookie: string;
  const call = (body: unknown) => api(t.url, 'POST', PATH, body, { cookie });

  beforeAll(async () => {
    t = await startTestApp({ NOVA_POSHTA_API_KEY: '' });
    cookie = await adminCookie(t.url, '10.7.0.2');
  });
  afterAll(() => t.close());

  it('finds cities case-insensitively, prefix matches first, in the carrier field names', async () => {
    const res = await call(cities('КИЇ'));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.errors).toEqual([]);
    const first: NpCity = res.body.data[0];
    expect(first).toMatchObject({ Ref: KYIV_REF, Description: 'Київ', AreaDescription: 'Київська' });
    const sub = await call(cities('город'));
    const names = sub.body.data.map((c: NpCity) => c.Description);
    expect(names).toEqual(expect.arrayContaining(['Ужгород', 'Миргород']));
    const apostrophe = await call(cities('камʼянськ'));
    expect(apostrophe.body.data.map((c: NpCity) => c.Description)).toContain("Кам'янське");
    expect((await call(cities('Неіснуюче місто'))).body).toEqual({ success: true, data: [], errors: [], warnings: [] });
  });

  it('respects Limit', async () => {
    const all = (await call(cities('ка'))).body.data;
    expect(all.length).toBeGreaterThan(3);
    const three = (await call(cities('ка', 3))).body.data;
    expect(three).toEqual(all.slice(0, 3));
  });

  it('knows every oblast centre it serves and the largest cities, each with its area and branches', async () => {
    const centres: Record<string, string> = {
      Вінниця: 'Вінницька', Луцьк: 'Волинська', Дніпро: 'Дніпропетровська', Житомир: 'Житомирська', Ужгород: 'Закарпатська',
      Запоріжжя: 'Запорізька', 'Івано-Франківськ': 'Івано-Франківська', Київ: 'Київська', Кропивницький: 'Кіровоградська',
      Львів: 'Львівська', Миколаїв: 'Миколаївська', Одеса: 'Одеська', Полтава: 'Полтавська', Рівне: 'Рівненська', Суми: 'Сумська',
      Тернопіль: 'Тернопільська', Харків: 'Харківська', Херсон: 'Херсонська', Хмельницький: 'Хмельницька', Черкаси: 'Черкаська',
      Чернівці: 'Чернівецька', Чернігів: 'Чернігівська', Краматорськ: 'Донецька', 'Кривий Ріг': 'Дніпропетровська',
      Кременчук: 'Полтавська', 'Біла Церква': 'Київська',
    };
    for (const [name, area] of Object.entries(centres)) {
      const found: NpCity[] = (await call(cities(name))).body.data;
      const city = found.find((c) => c.Description === name);
      expect({ name, area: city?.AreaDescription }).toEqual({ name, area });
      expect(city!.Ref).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      const wh: NpWarehouse[] = (await call({ modelName: 'Address', calledMethod: 'getWarehouses', methodProperties: { CityRef: city!.Ref, Limit: 200 } })).body.data;
      expect(wh.length).toBeGreaterThanOrEqual(3);
      for (const w of wh) expect(w.Description).toMatch(/^(Відділення|Пункт приймання-видачі) №\d+( \(до 30 кг\))?: (вул\.|просп\.|бульв\.|пл\.) /);
    }
  });

  it('lists branches of a city with Limit and returns none for an unknown city ref', async () => {
    const all: NpWarehouse[] = (await call({ modelName: 'Address', calledMethod: 'getWarehouses', methodProperties: { CityRef: KYIV_REF } })).body.data;
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(all[0].Description).toMatch(/^Відділення №1/);
    const two = (await call({ modelName: 'Address', calledMethod: 'getWarehouses', methodProperties: { CityRef: KYIV_REF, Limit: '2' } })).body.data;
    expect(two).toEqual(all.slice(0, 2));
    const none = await call({ modelName: 'Address', calledMethod: 'getWarehouses', methodProperties: { CityRef: '00000000-0000-4000-8000-000000000000' } });
    expect(none.body).toEqual({ success: true, data: [], errors: [], warnings: [] });
  });

  it('answers a tracking request in the carrier shape and refuses other calls', async () => {
    const tr = await call({ modelName: 'TrackingDocument', calledMethod: 'getStatusDocuments', methodProperties: { Documents: [{ DocumentNumber: '20450000000001' }] } });
    expect(tr.body).toMatchObject({ success: true, data: [{ Number: '20450000000001', StatusCode: '3' }] });
    const refused = await call({ modelName: 'InternetDocument', calledMethod: 'save', methodProperties: {} });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, error: 'Цей запит до Нової Пошти не дозволено', code: expect.any(String) });
  });
});
