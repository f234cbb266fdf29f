import path from 'node:path';
import type { AppConfig } from '../../config/config';

/** FILES_DIR (default <DATA_DIR>/files): where client files (mail attachments) are stored. */
export function filesDir(config: AppConfig): string {
  const v = config.settings.FILES_DIR;
  return v ? path.resolve(config.appRoot, v) : path.join(config.dataDir, 'files');
}

export const FILES_URL_PREFIX = '/api/files/';

/** Allowed client file types: extension -> Content-Type. */
export const FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  odt: 'application/vnd.oasis.opendocument.text',
};

/** Content types a mail client may put on an allowed file, mapped to our extension (used when a name has none). */
export const CONTENT_TYPE_EXT: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heic',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
  'application/vnd.oasis.opendocument.text': 'odt',
};
