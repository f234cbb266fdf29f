import type { DocumentTemplate } from '../template-format';

/**
 * The fallback: the catalogue's general document and any title staff typed that no template knows. The title itself
 * is the heading; everything specific is a placeholder for the lawyer.
 */
export const GENERAL_TEMPLATE: DocumentTemplate = {
  id: 'general.statement',
  area: 'general',
  kind: 'application',
  titles: ['Письмове звернення (заява) — вид документа уточнить юрист під час консультації'],
  heading: '{{document.title|upper?ЗАЯВА}}',
  subject: '[короткий зміст звернення]',
  needs: ['applicant.name', 'respondent.name', 'city'],
  addressee: ['**До [найменування суду, органу або особи, якій адресовано документ]**'],
  respondent: { roles: ['other', 'state_body', 'employer', 'seller', 'bank'], placeholder: 'прізвище, ім’я, по батькові (найменування) іншої сторони', label: 'Інша сторона' },
  circumstances: ['[Обставини справи: що сталося, коли, хто причетний; документи, що це підтверджують.]'],
  reasoning: ['[Правове обґрунтування: норми законодавства, якими врегульовано спірні відносини.]'],
  grounds: [{ act: 'Закон про звернення громадян', articles: 'ст. 1, 3, 5' }],
  requests: ['[Зміст вимог.]'],
  closing: [],
  attachments: ['[Документи, що підтверджують викладені обставини.]'],
};
