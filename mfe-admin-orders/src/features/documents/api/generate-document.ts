import type { ApiSuccess, GenerateDocumentResponse } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/documents/{documentId}/generate */
export async function generateDocument(documentId: number): Promise<GenerateDocumentResponse> {
  const { data } = await http.post<ApiSuccess<GenerateDocumentResponse>>(`/admin/documents/${documentId}/generate`, undefined, { timeout: 180_000 });
  return data.data;
}
