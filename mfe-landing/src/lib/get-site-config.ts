import type { ApiSuccess, SiteConfig } from '@law/contracts';
import { http } from '@law/ui/http';

/** GET /api/site-config */
export async function getSiteConfig(): Promise<SiteConfig> {
  const res = await http.get<ApiSuccess<SiteConfig>>('/site-config');
  return res.data.data;
}
