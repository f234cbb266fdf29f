import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { composeDraft } from './compose';
import { GOLDEN_CASES } from './golden/cases';

/**
 * Golden drafts: a fixed case card and sources → the whole expected text of five documents of different areas
 * (golden/<name>.txt, read as a lawyer would file them). A change to a template shows here as a text diff.
 */
const DIR = join(process.cwd(), 'backend/src/modules/documents/templates/golden');

describe('golden drafts', () => {
  it.each(Object.keys(GOLDEN_CASES))('%s', (name) => {
    const expected = readFileSync(join(DIR, `${name}.txt`), 'utf8');
    expect(`${composeDraft(GOLDEN_CASES[name]).text}\n`).toBe(expected);
  });

  it('covers five areas', () => {
    expect(new Set(Object.values(GOLDEN_CASES).map((c) => c.card?.area)).size).toBe(5);
  });
});
