import type { ApiSuccess, GetReferencesResponse } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/documents/{orderId}/get-references — finds legal sources for the order's document and chat. */
export async function getReferences(orderId: number): Promise<GetReferencesResponse> {
  const { data } = await http.post<ApiSuccess<GetReferencesResponse>>(`/admin/documents/${orderId}/get-references`, undefined, { timeout: 60_000 });
  return data.data;
}
