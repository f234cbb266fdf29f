import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { MailSource, RawMail } from './mail-source';

const UUID = /^[0-9a-f-]{36}$/i;

/** Offline default: <MAILDROP_DIR>/<userId>/*.eml, one RFC 822 message per file. */
export class MaildropMailSource implements MailSource {
  readonly name = 'maildrop';
  constructor(private readonly dir: string) {}

  async fetch(_address: string, userId: string, maxMessageBytes: number, maxMessages: number): Promise<RawMail[]> {
    if (!UUID.test(userId)) return [];
    const folder = path.join(this.dir, userId);
    let names: string[];
    try {
      names = (await fs.readdir(folder)).filter((n) => n.toLowerCase().endsWith('.eml')).sort();
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw e;
    }
    const out: RawMail[] = [];
    for (const name of names.slice(0, maxMessages)) {
      const file = path.join(folder, name);
      const st = await fs.stat(file);
      if (!st.isFile()) continue;
      out.push({ ref: name, size: st.size, source: st.size > maxMessageBytes ? null : await fs.readFile(file) });
    }
    return out;
  }
}
