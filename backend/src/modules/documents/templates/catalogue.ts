import { ADMINISTRATIVE_TEMPLATES } from './families/administrative';
import { BUSINESS_TEMPLATES } from './families/business';
import { CONSUMER_TEMPLATES } from './families/consumer';
import { COURT_TEMPLATES } from './families/court';
import { CRIMINAL_TEMPLATES } from './families/criminal';
import { DEBT_TEMPLATES } from './families/debt';
import { FAMILY_TEMPLATES } from './families/family';
import { GENERAL_TEMPLATE } from './families/general';
import { HOUSING_TEMPLATES } from './families/housing';
import { INHERITANCE_TEMPLATES } from './families/inheritance';
import { LABOUR_TEMPLATES } from './families/labour';
import { LAND_TEMPLATES } from './families/land';
import { MIGRATION_TEMPLATES } from './families/migration';
import { MILITARY_TEMPLATES } from './families/military';
import { PENSIONS_TEMPLATES } from './families/pensions';
import type { DocumentTemplate } from './template-format';

export { GENERAL_TEMPLATE };

/** Every document template, one family per legal area of the intake catalogue. */
export const DOCUMENT_TEMPLATES: readonly DocumentTemplate[] = [
  ...FAMILY_TEMPLATES,
  ...LABOUR_TEMPLATES,
  ...HOUSING_TEMPLATES,
  ...INHERITANCE_TEMPLATES,
  ...CONSUMER_TEMPLATES,
  ...DEBT_TEMPLATES,
  ...COURT_TEMPLATES,
  ...MIGRATION_TEMPLATES,
  ...MILITARY_TEMPLATES,
  ...PENSIONS_TEMPLATES,
  ...LAND_TEMPLATES,
  ...ADMINISTRATIVE_TEMPLATES,
  ...CRIMINAL_TEMPLATES,
  ...BUSINESS_TEMPLATES,
  GENERAL_TEMPLATE,
];

/** A title as templates are matched: lower case, one kind of apostrophe, no quotes or final dot, single spaces. */
export function normaliseTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[’ʼ`']/g, '’')
    .replace(/[«»"“”]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;:]+$/, '');
}

const BY_TITLE = new Map<string, DocumentTemplate>();
for (const t of DOCUMENT_TEMPLATES) for (const title of t.titles) BY_TITLE.set(normaliseTitle(title), t);

/** The template of a document title; the generic statement for an unknown or empty one. */
export function findTemplate(title: string | null | undefined): DocumentTemplate {
  return BY_TITLE.get(normaliseTitle(title ?? '')) ?? GENERAL_TEMPLATE;
}
