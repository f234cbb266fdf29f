import iconv from 'iconv-lite';

const ALIASES: Record<string, string> = { 'x-cp1251': 'windows-1251', cp1251: 'windows-1251', 'win-1251': 'windows-1251' };

function normalizeCharset(name: string | undefined | null): string | null {
  if (!name) return null;
  const n = name.trim().replace(/^["']|["']$/g, '').toLowerCase();
  const canonical = ALIASES[n] ?? n;
  return iconv.encodingExists(canonical) ? canonical : null;
}

export function charsetFromContentType(contentType: string | undefined): string | null {
  const m = /charset\s*=\s*("?)([^";,\s]+)\1/i.exec(contentType ?? '');
  return normalizeCharset(m?.[2]);
}

/** <meta charset="..."> or <meta http-equiv="Content-Type" content="...; charset=..."> in the first bytes. */
export function charsetFromMeta(head: Buffer): string | null {
  const ascii = head.subarray(0, 4096).toString('latin1');
  const direct = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(ascii);
  return normalizeCharset(direct?.[1]);
}

/** Decodes a page: BOM, then the Content-Type charset, then <meta>, then UTF-8. Windows-1251 pages come out right. */
export function decodeBody(body: Buffer, contentType: string | undefined): string {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return body.subarray(3).toString('utf8');
  const charset = charsetFromContentType(contentType) ?? (/html/i.test(contentType ?? '') ? charsetFromMeta(body) : null) ?? 'utf-8';
  return iconv.decode(body, charset);
}
