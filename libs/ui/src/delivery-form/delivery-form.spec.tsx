/** @jest-environment jsdom */
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DeliveryFormValue, NpRequest } from '@law/contracts';
import { http } from '../http';
import { DeliveryForm } from './delivery-form';

/**
 * The form against a local HTTP server that answers POST /api/admin/postal/novaposhta in the carrier's
 * {success, data, errors} shape (what the backend proxy returns), over real XHR from jsdom.
 */
const CITIES = [
  { Ref: 'c-kyiv', Description: 'Київ', AreaDescription: 'Київська' },
  { Ref: 'c-kyivets', Description: 'Київець', AreaDescription: 'Львівська' },
];
const WAREHOUSES: Record<string, { Ref: string; Description: string }[]> = {
  'c-kyiv': [
    { Ref: 'w-1', Description: 'Відділення №1: вул. Хрещатик, 1' },
    { Ref: 'w-2', Description: 'Відділення №2: вул. Січових Стрільців, 5' },
  ],
  'c-kyivets': [{ Ref: 'w-9', Description: 'Відділення №1: вул. Шевченка, 9' }],
};

// Real timers and real XHR on a busy machine: allow more than the default 1 s for async queries.
// The test itself must outlive the longest wait inside it (jest's default is also 5 s).
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

let server: Server;
let calls: NpRequest[] = [];
// A failure is armed for one search text only: a late request of the previous test (still in flight after
// its cleanup) must not consume it.
let failNext: { findByString: string; errors: string[] } | null = null;

function reply(req: IncomingMessage, res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, {
    'access-control-allow-origin': String(req.headers.origin ?? '*'),
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': 'content-type',
    'content-type': 'application/json',
  });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return reply(req, res, 204);
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      if (req.url !== '/api/admin/postal/novaposhta') return reply(req, res, 404, { success: false, error: 'not found' });
      const call = JSON.parse(raw) as NpRequest;
      calls.push(call);
      const search = (call.methodProperties as { FindByString?: string }).FindByString;
      if (failNext && search === failNext.findByString) {
        const { errors } = failNext;
        failNext = null;
        return reply(req, res, 200, { success: false, data: [], errors, warnings: [] });
      }
      const p = call.methodProperties as { FindByString?: string; CityRef?: string };
      const data =
        call.calledMethod === 'getCities'
          ? CITIES.filter((c) => c.Description.toLowerCase().startsWith(String(p.FindByString).toLowerCase()))
          : (WAREHOUSES[String(p.CityRef)] ?? []);
      reply(req, res, 200, { success: true, data, errors: [], warnings: [] });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  http.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  cleanup();
  await new Promise((r) => server.close(r));
});

beforeEach(() => {
  cleanup();
  calls = [];
  failNext = null;
});

const sleep = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

function setup() {
  const onChange = jest.fn<(v: DeliveryFormValue | null) => void>();
  render(<DeliveryForm recipientPhone="+380501234567" onChange={onChange} />);
  return {
    onChange,
    city: screen.getByRole('combobox', { name: 'Місто' }) as HTMLInputElement,
    warehouse: screen.getByLabelText('Відділення Нової пошти') as HTMLSelectElement,
    name: screen.getByLabelText('ПІБ отримувача') as HTMLInputElement,
  };
}

async function chooseKyiv(city: HTMLInputElement) {
  fireEvent.focus(city);
  fireEvent.change(city, { target: { value: 'Киї' } });
  await screen.findByRole('option', { name: /Київ · Київська/ });
  fireEvent.keyDown(city, { key: 'ArrowDown' });
  fireEvent.keyDown(city, { key: 'Enter' });
}

describe('DeliveryForm', () => {
  it('searches only from two characters, 300 ms after the last keystroke, for up to 50 cities', async () => {
    const { city } = setup();
    fireEvent.focus(city);
    fireEvent.change(city, { target: { value: 'К' } });
    await sleep(450);
    expect(calls).toEqual([]);
    fireEvent.change(city, { target: { value: 'Ки' } });
    await sleep(150);
    fireEvent.change(city, { target: { value: 'Киї' } });
    await sleep(150);
    expect(calls).toEqual([]);
    await screen.findByRole('option', { name: /Київ · Київська/ });
    expect(calls).toEqual([{ modelName: 'Address', calledMethod: 'getCities', methodProperties: { FindByString: 'Киї', Limit: 50 } }]);
    expect(city.getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps the branch list disabled until a city is chosen, then loads up to 200 branches', async () => {
    const { city, warehouse } = setup();
    expect(warehouse.disabled).toBe(true);
    await chooseKyiv(city);
    expect(city.value).toBe('Київ');
    await waitFor(() => expect(warehouse.disabled).toBe(false));
    await screen.findByRole('option', { name: 'Відділення №2: вул. Січових Стрільців, 5' });
    expect(calls.at(-1)).toEqual({ modelName: 'Address', calledMethod: 'getWarehouses', methodProperties: { CityRef: 'c-kyiv', Limit: 200 } });
  });

  it('emits only a complete form (city, branch, two-word recipient), and null again when the city changes', async () => {
    const { city, warehouse, name, onChange } = setup();
    await chooseKyiv(city);
    await screen.findByRole('option', { name: 'Відділення №1: вул. Хрещатик, 1' });
    fireEvent.change(warehouse, { target: { value: 'w-1' } });
    fireEvent.change(name, { target: { value: 'Шевченко' } });
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ city: expect.anything() }));
    fireEvent.change(name, { target: { value: 'Шевченко  Тарас ' } });
    expect(onChange).toHaveBeenLastCalledWith({
      city: { ref: 'c-kyiv', name: 'Київ', area: 'Київська' },
      warehouse: { ref: 'w-1', description: 'Відділення №1: вул. Хрещатик, 1' },
      recipient: { name: 'Шевченко Тарас', phone: '+380501234567' },
    });
    // Choosing another city clears the branch, so the form is incomplete again.
    fireEvent.change(city, { target: { value: 'Київе' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    await screen.findByRole('option', { name: /Київець/ });
    fireEvent.click(screen.getByRole('option', { name: /Київець/ }));
    await waitFor(() => expect(warehouse.disabled).toBe(false));
    expect(warehouse.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("shows the carrier's first error and empties the suggestions", async () => {
    const { city } = setup();
    failNext = { findByString: 'Ки', errors: ['FindByString is invalid', 'second'] };
    fireEvent.focus(city);
    fireEvent.change(city, { target: { value: 'Ки' } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'FindByString is invalid');
    expect(screen.queryAllByRole('option', { name: /Київ/ })).toEqual([]);
    failNext = { findByString: 'Киї', errors: [] };
    fireEvent.change(city, { target: { value: 'Киї' } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('API request failed'));
  });

  it('hides the suggestions 200 ms after the field loses focus', async () => {
    const { city } = setup();
    fireEvent.focus(city);
    fireEvent.change(city, { target: { value: 'Киї' } });
    await screen.findByRole('option', { name: /Київ · Київська/ });
    fireEvent.blur(city);
    await sleep(100);
    expect(screen.queryByRole('option', { name: /Київ · Київська/ })).not.toBeNull();
    await sleep(200);
    expect(screen.queryByRole('option', { name: /Київ · Київська/ })).toBeNull();
  });
});
