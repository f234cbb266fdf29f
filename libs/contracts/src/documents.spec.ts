import { describe, expect, it } from '@jest/globals';
import { canGenerateDocument, countCharacters, DOCUMENT_MESSAGES, joinParsedResources, sameReferenceUrl, splitParsedResources, validateReference } from './documents';

describe('document rules', () => {
  it('validates a source: both fields non-empty after trimming, url an absolute http(s) URL', () => {
    expect(validateReference({ title: ' ', url: 'https://zakon.rada.gov.ua/laws/show/435-15' })).toBe(DOCUMENT_MESSAGES.titleRequired);
    expect(validateReference({ title: 'ЦК', url: '  ' })).toBe(DOCUMENT_MESSAGES.urlRequired);
    expect(validateReference({ title: 'ЦК', url: 'zakon.rada.gov.ua/laws/show/435-15' })).toBe(DOCUMENT_MESSAGES.urlInvalid);
    expect(validateReference({ title: 'ЦК', url: 'mailto:a@b.c' })).toBe(DOCUMENT_MESSAGES.urlInvalid);
    expect(validateReference({ title: 'ЦК', url: ' https://zakon.rada.gov.ua/laws/show/435-15 ' })).toBeNull();
  });

  it('treats URLs differing only by a trailing slash, a fragment or host case as the same source', () => {
    expect(sameReferenceUrl('https://zakon.rada.gov.ua/laws/show/435-15', 'https://ZAKON.rada.gov.ua/laws/show/435-15/#n1')).toBe(true);
    expect(sameReferenceUrl('https://zakon.rada.gov.ua/laws/show/435-15', 'https://zakon.rada.gov.ua/laws/show/436-15')).toBe(false);
  });

  it('splits and joins parsed_resources by their *url* headings', () => {
    const text = '*https://a.example/1*\nПерший\nрядок\n\n*https://b.example/2*\nДругий';
    const sources = splitParsedResources(text);
    expect(sources).toEqual([
      { url: 'https://a.example/1', content: 'Перший\nрядок' },
      { url: 'https://b.example/2', content: 'Другий' },
    ]);
    expect(joinParsedResources(sources)).toBe(text);
    expect(splitParsedResources('')).toEqual([]);
    expect(splitParsedResources('*не url*\nтекст')).toEqual([]);
  });

  it('counts characters and allows generation only within both limits', () => {
    const count = countCharacters({ messages: ['абв', 'гд'], comments: ['е', null], parsedResources: '1234' });
    expect(count).toEqual({ chat_messages: 5, comments: 1, parsed_resources: 4, total: 10 });
    expect(canGenerateDocument(count, 10, 20, 20)).toBe(true);
    expect(canGenerateDocument(count, 9, 0, 20)).toBe(false);
    expect(canGenerateDocument(count, 10, 21, 20)).toBe(false);
  });
});
