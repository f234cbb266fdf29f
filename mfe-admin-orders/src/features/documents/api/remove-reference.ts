import type { ApiSuccess, ReferencesResponse } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/documents/{documentId}/remove-reference */
export async function removeReference(documentId: number, referenceUrl: string): Promise<ReferencesResponse> {
  const { data } = await http.post<ApiSuccess<ReferencesResponse>>(`/admin/documents/${documentId}/remove-reference`, { reference_url: referenceUrl });
  return data.data;
}
