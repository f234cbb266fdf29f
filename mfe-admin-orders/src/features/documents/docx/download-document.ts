import { buildDocxDocument, DOCX_FILE_NAME, DOCX_MIME } from './build-docx';
import { textToDocxBlocks } from './text-to-docx-blocks';

/** Builds legal-document.docx in the browser and hands it to the user. docx is fetched only now (lazy chunk). */
export async function downloadDocument(text: string): Promise<void> {
  const docx = await import(/* webpackChunkName: "docx" */ 'docx');
  const document = buildDocxDocument(docx, textToDocxBlocks(text));
  const blob = await docx.Packer.toBlob(document);
  const url = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: DOCX_MIME }));
  const a = window.document.createElement('a');
  a.href = url;
  a.download = DOCX_FILE_NAME;
  a.rel = 'noopener';
  window.document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
