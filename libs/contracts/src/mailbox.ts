/**
 * The personal mailbox address of a visitor, built from MAILBOX_TEMPLATE (e.g. 'docs+{userId}@example.com').
 * Used by the chat's 'send documents' dialog (served by the backend) and by the mail scraper.
 */
export const DEFAULT_MAILBOX_TEMPLATE = 'docs+{userId}@example.com';

export function mailboxAddress(template: string, userId: string): string {
  return template.replace('{userId}', userId);
}
