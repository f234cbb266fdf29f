import { readFile } from 'node:fs/promises';
import type { NpCity, NpResponse, NpTrackingStatus, NpWarehouse } from '@law/contracts';
import type { AllowedNpCall } from './np-call';
import type { NpClient } from './np-client';

interface DirectoryCity extends NpCity {
  SettlementTypeDescription?: string;
}
interface DirectoryWarehouse extends NpWarehouse {
  CityRef: string;
  Number: string;
}
interface Directory {
  cities: DirectoryCity[];
  warehouses: DirectoryWarehouse[];
}

/** Case-insensitive, apostrophe- and dash-tolerant form for matching ("камʼянське" = "Кам'янське"). */
export function normalizeForSearch(s: string): string {
  return s
    .toLocaleLowerCase('uk-UA')
    .replace(/[ʼ’`´‘]/g, "'")
    .replace(/[‐-―]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

function page<T>(items: T[], limit: number, pageNo: number): T[] {
  return items.slice((pageNo - 1) * limit, pageNo * limit);
}

/**
 * Without NOVA_POSHTA_API_KEY the same calls are answered from backend/data/novaposhta/directory.json:
 * Ukrainian cities with their areas and branches, in the carrier's field names. Cities whose name starts with
 * the search come first, then those that contain it.
 */
export class NovaPoshtaOfflineClient implements NpClient {
  readonly source = 'offline' as const;
  private dir?: Promise<Directory>;

  constructor(private readonly file: string) {}

  async call(c: AllowedNpCall): Promise<NpResponse<unknown>> {
    const dir = await (this.dir ??= readFile(this.file, 'utf8').then((t) => JSON.parse(t) as Directory));
    if (c.calledMethod === 'getCities') {
      const q = normalizeForSearch(c.methodProperties.FindByString);
      const prefix: DirectoryCity[] = [];
      const inner: DirectoryCity[] = [];
      for (const city of dir.cities) {
        const name = normalizeForSearch(city.Description);
        if (name.startsWith(q)) prefix.push(city);
        else if (name.includes(q)) inner.push(city);
      }
      const data = page([...prefix, ...inner], c.methodProperties.Limit, c.methodProperties.Page).map((x) => ({ ...x }));
      return { success: true, data, errors: [], warnings: [] };
    }
    if (c.calledMethod === 'getWarehouses') {
      const { CityRef, FindByString, Limit, Page } = c.methodProperties;
      const q = FindByString ? normalizeForSearch(FindByString) : '';
      const all = dir.warehouses.filter((w) => w.CityRef === CityRef && (!q || normalizeForSearch(w.Description).includes(q)));
      const data = page(all, Limit, Page).map((x) => ({ ...x }));
      return { success: true, data, errors: [], warnings: [] };
    }
    // Tracking statuses exist only at the carrier: answer in its shape with its "not found" code.
    const data: NpTrackingStatus[] = c.methodProperties.Documents.map((d) => ({ Number: d.DocumentNumber, Status: 'Номер не знайдено', StatusCode: '3' }));
    return { success: true, data, errors: [], warnings: ['Офлайн-довідник: статус відправлення доступний лише з ключем API Нової Пошти'] };
  }
}
