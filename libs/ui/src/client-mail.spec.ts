import { describe, expect, it } from '@jest/globals';
import { fileExtension, fileLabel, isImageFile, mailTextLines } from './client-mail';

describe('client mail, as the chat and order pages show it', () => {
  it('splits mail text into bullet lines', () => {
    expect(mailTextLines('Перший рядок\r\n\nДругий  \n')).toEqual(['Перший рядок', 'Другий']);
    expect(mailTextLines(null)).toEqual([]);
  });

  it('tells images from other files and names them', () => {
    expect(isImageFile('/api/files/u1/scan.JPG')).toBe(true);
    expect(isImageFile('/api/files/u1/contract.pdf')).toBe(false);
    expect(fileLabel('/api/files/u1/%D0%B4%D0%BE%D0%B3%D0%BE%D0%B2%D1%96%D1%80.pdf', 0)).toBe('договір.pdf');
    expect(fileLabel('/api/files/', 2)).toBe('Файл 3');
    expect(fileExtension('/api/files/u1/contract.pdf')).toBe('PDF');
    expect(fileExtension('/api/files/u1/notes')).toBe('ФАЙЛ');
  });
});
