/** One raw mail addressed to a client's personal address. */
export interface RawMail {
  /** Where it came from, for logs and skip notes (IMAP uid or file name). */
  ref: string;
  /** Bytes of the whole message when small enough; null when it was over the size limit and not downloaded. */
  source: Buffer | null;
  size: number;
}

/** Where client mail comes from: the real IMAP mailbox or the offline maildrop folder. */
export interface MailSource {
  readonly name: string;
  /** Every mail sent to `address` (the personal mailbox of user `userId`). */
  fetch(address: string, userId: string, maxMessageBytes: number, maxMessages: number): Promise<RawMail[]>;
}

export const MAIL_SOURCE = Symbol('MAIL_SOURCE');

export class MailSourceError extends Error {}
