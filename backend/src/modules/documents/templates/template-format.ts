import type { CaseAreaId, CasePartyRole } from '@law/contracts';
import type { ActKey } from './acts';

/**
 * The template format (see docs/DOCUMENT-TEMPLATES.md). A template is data: text lines with {{expressions}} and
 * conditional parts; render.ts is its only interpreter.
 *
 * Expression: {{key}} | {{key|filter}} | {{key|filter:arg}} | {{key?placeholder text}}.
 *   A key without a value renders as a visible placeholder '[...]' (the field's label, or the text after '?').
 * Block: a line, or { if: condition, then: blocks, else?: blocks }.
 *   Condition: 'key' (has a value), '!key' (has none), 'key>N', 'key=N'.
 */
export type Block = string | { if: string; then: readonly Block[]; else?: readonly Block[] };

/** What procedure the document follows: its addressee, who the parties are, its standard closing and attachments. */
export type DocumentKind =
  | 'claim'
  | 'admin_claim'
  | 'court_order'
  | 'court_application'
  | 'appeal'
  | 'cassation'
  | 'response'
  | 'complaint'
  | 'pretension'
  | 'application'
  | 'motion'
  | 'report'
  | 'crime_report';

/** The other side (respondent, debtor, seller, body whose acts are challenged). */
export interface RespondentSpec {
  /** 'Відповідач', 'Боржник', 'Кому' … (the kind's default when absent). */
  label?: string;
  /** Case-card party roles that name it; the first party of these roles gives respondent.name / respondent.label. */
  roles: readonly CasePartyRole[];
  /** Shown when the name is unknown: 'ПІБ відповідача', 'найменування роботодавця'. */
  placeholder: string;
  /** An organisation (code ЄДРПОУ) rather than a person (РНОКПП). */
  organisation?: boolean;
}

export interface GroundSpec {
  act: ActKey;
  /** 'ст. 180–183, 191' — cited only when the order has this act among its parsed sources. */
  articles?: string;
}

export interface DocumentTemplate {
  id: string;
  area: CaseAreaId;
  kind: DocumentKind;
  /** Document titles (catalogue wording) this template writes; matched after normalisation. */
  titles: readonly string[];
  /** First heading ('ПОЗОВНА ЗАЯВА'); the kind's heading when absent. */
  heading?: string;
  /** The line under the heading: 'про стягнення аліментів на утримання {{children_count|children:gen}}'. */
  subject: string;
  /** The facts this template reads (keys of template facts); each missing one shows as a placeholder. */
  needs: readonly string[];
  /** Replaces the kind's addressee lines (a body, a seller, a commander). */
  addressee?: readonly Block[];
  /** null: a document without another side (an application to a registry). */
  respondent: RespondentSpec | null;
  circumstances: readonly Block[];
  /** The legal reasoning in the template's own words (article references in text). */
  reasoning: readonly Block[];
  /** Acts the grounds cite with their articles, when the order has them among its sources. */
  grounds: readonly GroundSpec[];
  /** Replaces the kind's 'ПРОШУ:' line. */
  requestsIntro?: string;
  requests: readonly Block[];
  /** Lines after the requests (claim price, pre-trial settlement, warnings); the kind's when absent. */
  closing?: readonly Block[];
  /** Document-specific attachments; the kind adds its standard ones. */
  attachments: readonly Block[];
  /** Why no court fee is due ('п. 3 ч. 1 ст. 5 Закону України «Про судовий збір»'); court kinds only. */
  feeExemption?: string;
  /** A court document that carries no court fee at all (a complaint on an enforcement officer, to an investigating judge). */
  noCourtFee?: boolean;
}

/** Values a template reads; a missing value is null. Money is an object so filters can write it in words. */
export type FactValue = string | number | { value: number; currency: 'UAH' | 'USD' | 'EUR' } | null;

export interface TemplateFacts {
  values: Record<string, FactValue>;
  /** Placeholder labels of this render (some depend on the case, e.g. the court with the city). */
  labels: Record<string, string>;
}
