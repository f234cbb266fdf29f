import type { ApiSuccess, ParseReferencesResponse } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/documents/{documentId}/parse-references — the server fetches every source; it can take a while. */
export async function parseReferences(documentId: number): Promise<ParseReferencesResponse> {
  const { data } = await http.post<ApiSuccess<ParseReferencesResponse>>(`/admin/documents/${documentId}/parse-references`, undefined, { timeout: 180_000 });
  return data.data;
}
