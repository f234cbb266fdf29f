import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { FILES_URL_PREFIX, FILE_TYPES, filesDir } from './files.config';

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Client files on disk under FILES_DIR/<owner>/<sha256-prefix>.<ext>. Names are generated (never the sender's),
 * so identical content is stored once, and are listed as URLs /api/files/<owner>/<name>.
 */
@Injectable()
export class FileStorageService {
  readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = filesDir(config);
  }

  /** The URL the content gets (or has) in storage. */
  urlFor(owner: string, ext: string, content: Buffer): string {
    return `${FILES_URL_PREFIX}${owner}/${this.nameFor(ext, content)}`;
  }

  private nameFor(ext: string, content: Buffer): string {
    return `${createHash('sha256').update(content).digest('hex').slice(0, 32)}.${ext}`;
  }

  /** Stores the content (idempotent) and returns its URL. `owner` is a user id (UUID), `ext` an allowed extension. */
  async save(owner: string, ext: string, content: Buffer): Promise<string> {
    if (!SAFE_SEGMENT.test(owner) || !FILE_TYPES[ext]) throw new Error(`unsafe file owner or type: ${owner} ${ext}`);
    const name = this.nameFor(ext, content);
    const dir = path.join(this.root, owner);
    await fs.mkdir(dir, { recursive: true, mode: 0o750 });
    const target = path.join(dir, name);
    const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
    try {
      await fs.access(target);
    } catch {
      await fs.writeFile(tmp, content, { mode: 0o640 });
      await fs.rename(tmp, target);
    }
    return `${FILES_URL_PREFIX}${owner}/${name}`;
  }

  /**
   * Maps a URL path below /api/files/ to a file inside the root, or null when it is malformed or escapes the root.
   */
  resolve(relative: string): { absolute: string; name: string; ext: string } | null {
    let segments: string[];
    try {
      segments = relative.split('/').map((s) => decodeURIComponent(s));
    } catch {
      return null;
    }
    if (segments.length !== 2 || !segments.every((s) => SAFE_SEGMENT.test(s) && s !== '.' && s !== '..')) return null;
    const absolute = path.resolve(this.root, ...segments);
    if (!absolute.startsWith(path.resolve(this.root) + path.sep)) return null;
    const name = segments[1];
    const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
    if (!FILE_TYPES[ext]) return null;
    return { absolute, name, ext };
  }
}
