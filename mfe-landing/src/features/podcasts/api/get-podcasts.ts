import type { ApiResponse, PodcastEpisode } from '@law/contracts';
import { http } from '@law/ui/http';

/** GET /api/podcasts. A 4xx/5xx carrying the envelope is still a `success:false` answer, not an exception. */
export async function getPodcasts(): Promise<ApiResponse<PodcastEpisode[]>> {
  const res = await http.get<ApiResponse<PodcastEpisode[]>>('/podcasts', { validateStatus: () => true });
  const body = res.data;
  if (!body || typeof body !== 'object' || typeof body.success !== 'boolean') throw new Error(`Unexpected answer ${res.status}`);
  if (body.success && !Array.isArray(body.data)) throw new Error('Unexpected podcast list');
  return body;
}
