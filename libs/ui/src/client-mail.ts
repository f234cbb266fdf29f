import { COMMON_TEXTS } from '@law/contracts';

/** Mail text as bullet lines: split on line breaks, blank lines dropped. */
export function mailTextLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

const IMAGE_EXT = /\.(png|jpe?g|gif|webp|bmp|svg|avif)(\?.*)?$/i;
export function isImageFile(url: string): boolean {
  return IMAGE_EXT.test(url);
}

/** The file name at the end of a files URL, for the tile label. */
export function fileLabel(url: string, index: number): string {
  const last = decodeURIComponent(url.split('?')[0].split('/').pop() ?? '');
  return last || COMMON_TEXTS.file(index + 1);
}

/** 'PDF', 'DOCX'... for a file tile; 'ФАЙЛ' when the name has no extension. */
export function fileExtension(url: string): string {
  const m = /\.([a-z0-9]{1,5})$/i.exec(url.split('?')[0]);
  return m ? m[1].toUpperCase() : 'ФАЙЛ';
}
