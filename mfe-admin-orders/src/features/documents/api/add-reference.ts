import type { ApiSuccess, DocumentReferenceDto, ReferencesResponse } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/documents/{documentId}/add-reference */
export async function addReference(documentId: number, reference: DocumentReferenceDto): Promise<ReferencesResponse> {
  const { data } = await http.post<ApiSuccess<ReferencesResponse>>(`/admin/documents/${documentId}/add-reference`, reference);
  return data.data;
}
