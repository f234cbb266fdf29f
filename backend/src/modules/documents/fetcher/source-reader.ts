import { outsideCall } from '../../../common/metrics/metrics';
import { DOCUMENT_MESSAGES, joinParsedResources, type DocumentReferenceDto, type ParsedSource, type ParsedSourceReport } from '@law/contracts';
import { decodeBody } from './decode-body';
import { fetchPage, SourceFetchError, type FetchPageOptions } from './fetch-page';
import type { TextExtractor } from './text-extractor';

export interface ReadSourcesOptions extends FetchPageOptions {
  concurrency: number;
}

export interface ReadSourcesResult {
  parsed_resources: string;
  sources: ParsedSourceReport[];
}

/** A content line that looks like a '*url*' heading would split the source in two: drop its asterisks. */
function neutralizeHeadings(text: string): string {
  return text
    .split('\n')
    .map((l) => (/^\s*\*\S+\*\s*$/.test(l) ? l.trim().slice(1, -1) : l))
    .join('\n');
}

function plainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[\t\u00a0 ]+/g, ' ').trim())
    .filter((l, i, all) => l !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n')
    .trim();
}

async function readOne(ref: DocumentReferenceDto, opts: ReadSourcesOptions, extractor: TextExtractor): Promise<string> {
  const page = await outsideCall('fetcher', () => fetchPage(ref.url, opts));
  const decoded = decodeBody(page.body, page.contentType);
  const isPlain = /^text\/plain/i.test(page.contentType);
  const text = isPlain ? plainText(decoded) : (await extractor.extractHtml(decoded, page.url)).text;
  if (!text.trim()) throw new SourceFetchError('на сторінці не знайдено тексту');
  const note = page.truncated ? `\n(Сторінка більша за ${Math.round(opts.maxBytes / 1024)} КБ: прочитано лише її початок.)` : '';
  return neutralizeHeadings(text) + note;
}

/** Reads every source, a few at a time; a failing source is recorded in its place and the others are kept. */
export async function readSources(refs: readonly DocumentReferenceDto[], opts: ReadSourcesOptions, extractor: TextExtractor): Promise<ReadSourcesResult> {
  const results: { source: ParsedSource; report: ParsedSourceReport }[] = new Array(refs.length);
  let next = 0;
  const worker = async () => {
    while (next < refs.length) {
      const i = next++;
      const ref = refs[i];
      try {
        const content = await readOne(ref, opts, extractor);
        results[i] = { source: { url: ref.url, content }, report: { url: ref.url, ok: true, characters: content.length } };
      } catch (e) {
        const reason = e instanceof SourceFetchError ? e.message : `помилка обробки сторінки (${e instanceof Error ? e.message : String(e)})`;
        const content = `${DOCUMENT_MESSAGES.sourceFailed}: ${reason}`;
        results[i] = { source: { url: ref.url, content }, report: { url: ref.url, ok: false, error: reason, characters: content.length } };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency, refs.length)) }, worker));
  return { parsed_resources: joinParsedResources(results.map((r) => r.source)), sources: results.map((r) => r.report) };
}
