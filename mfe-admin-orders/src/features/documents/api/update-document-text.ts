import type { ApiSuccess, UpdateDocumentTextResponse } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/documents/{documentId}/update-text — the editor's autosave. */
export async function updateDocumentText(documentId: number, documentText: string): Promise<UpdateDocumentTextResponse> {
  const res = await http.post<ApiSuccess<UpdateDocumentTextResponse>>(`/admin/documents/${documentId}/update-text`, { document_text: documentText });
  return res.data.data;
}
