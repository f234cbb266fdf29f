import { BadRequestException } from '@nestjs/common';
import { NP_CITY_LIMIT, NP_WAREHOUSE_LIMIT, NOVA_POSHTA_TRACKING_PATTERN } from '@law/contracts';

/** The carrier calls the admin screens need — nothing else passes the proxy. */
export type AllowedNpCall =
  | { modelName: 'Address'; calledMethod: 'getCities'; methodProperties: { FindByString: string; Limit: number; Page: number } }
  | { modelName: 'Address'; calledMethod: 'getWarehouses'; methodProperties: { CityRef: string; Limit: number; Page: number; FindByString?: string } }
  | { modelName: 'TrackingDocument'; calledMethod: 'getStatusDocuments'; methodProperties: { Documents: { DocumentNumber: string; Phone?: string }[] } };

export const NP_MESSAGES = {
  notAllowed: 'Цей запит до Нової Пошти не дозволено',
  badParams: 'Некоректні параметри запиту до Нової Пошти',
  unavailable: 'Нова Пошта тимчасово недоступна. Спробуйте пізніше.',
  badAnswer: 'Нова Пошта повернула некоректну відповідь',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_TRACKING_DOCUMENTS = 10;

function bad(detail: string): never {
  throw new BadRequestException(`${NP_MESSAGES.badParams}: ${detail}`);
}

function onlyKeys(props: Record<string, unknown>, allowed: string[]): void {
  const extra = Object.keys(props).filter((k) => !allowed.includes(k));
  if (extra.length) bad(`невідомі поля ${extra.join(', ')}`);
}

/** The carrier accepts numbers as numbers or strings ("50"). */
function intProp(props: Record<string, unknown>, key: string, min: number, max: number, fallback: number): number {
  const v = props[key];
  if (v === undefined || v === null || v === '') return fallback;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) bad(`${key} має бути цілим числом від ${min} до ${max}`);
  return n;
}

function text(props: Record<string, unknown>, key: string, min: number, max: number): string {
  const v = props[key];
  if (typeof v !== 'string') bad(`${key} має бути рядком`);
  const t = v.trim();
  if (t.length < min || t.length > max) bad(`${key} має містити від ${min} до ${max} символів`);
  return t;
}

/** Checks a proxy request against the allow-list and returns it normalised (defaults filled, limits capped). */
export function parseNpCall(modelName: string, calledMethod: string, props: Record<string, unknown>): AllowedNpCall {
  if (modelName === 'Address' && calledMethod === 'getCities') {
    onlyKeys(props, ['FindByString', 'Limit', 'Page']);
    return {
      modelName,
      calledMethod,
      methodProperties: { FindByString: text(props, 'FindByString', 2, 100), Limit: intProp(props, 'Limit', 1, NP_CITY_LIMIT, NP_CITY_LIMIT), Page: intProp(props, 'Page', 1, 1000, 1) },
    };
  }
  if (modelName === 'Address' && calledMethod === 'getWarehouses') {
    onlyKeys(props, ['CityRef', 'Limit', 'Page', 'FindByString']);
    const cityRef = text(props, 'CityRef', 36, 36);
    if (!UUID.test(cityRef)) bad('CityRef має бути ідентифікатором міста');
    const find = props.FindByString === undefined || props.FindByString === '' ? undefined : text(props, 'FindByString', 1, 100);
    return {
      modelName,
      calledMethod,
      methodProperties: {
        CityRef: cityRef,
        Limit: intProp(props, 'Limit', 1, NP_WAREHOUSE_LIMIT, NP_WAREHOUSE_LIMIT),
        Page: intProp(props, 'Page', 1, 1000, 1),
        ...(find ? { FindByString: find } : {}),
      },
    };
  }
  if (modelName === 'TrackingDocument' && calledMethod === 'getStatusDocuments') {
    onlyKeys(props, ['Documents']);
    const docs = props.Documents;
    if (!Array.isArray(docs) || docs.length < 1 || docs.length > MAX_TRACKING_DOCUMENTS) bad(`Documents має містити від 1 до ${MAX_TRACKING_DOCUMENTS} відправлень`);
    return {
      modelName,
      calledMethod,
      methodProperties: {
        Documents: docs.map((d) => {
          if (typeof d !== 'object' || d === null || Array.isArray(d)) bad('Documents має містити обʼєкти {DocumentNumber, Phone}');
          const o = d as Record<string, unknown>;
          onlyKeys(o, ['DocumentNumber', 'Phone']);
          const num = typeof o.DocumentNumber === 'string' ? o.DocumentNumber.trim() : '';
          if (!NOVA_POSHTA_TRACKING_PATTERN.test(num)) bad('DocumentNumber має містити 14 цифр');
          if (o.Phone === undefined || o.Phone === '') return { DocumentNumber: num };
          if (typeof o.Phone !== 'string' || !/^\+?\d{10,12}$/.test(o.Phone)) bad('Phone має бути номером телефону');
          return { DocumentNumber: num, Phone: o.Phone.replace(/^\+/, '') };
        }),
      },
    };
  }
  throw new BadRequestException(NP_MESSAGES.notAllowed);
}
