import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../../config/config';
import { DEFAULT_FIRM_PHONE, DEFAULT_VIDEO_EMBED_URL, readSiteConfigSettings } from './site-config.config';

const read = (VIDEO_EMBED_URL?: string) => readSiteConfigSettings(loadConfig({ VIDEO_EMBED_URL }));

describe('VIDEO_EMBED_URL', () => {
  it('defaults to the self-hosted video', () => {
    expect(read().videoEmbedUrl).toBe(DEFAULT_VIDEO_EMBED_URL);
    expect(read('  ').videoEmbedUrl).toBe(DEFAULT_VIDEO_EMBED_URL);
  });
  it('accepts an https embed URL or a same-site path', () => {
    expect(read('https://www.youtube-nocookie.com/embed/abc').videoEmbedUrl).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect(read('/media/video/other.html').videoEmbedUrl).toBe('/media/video/other.html');
  });
  it.each(['javascript:alert(1)', 'http://example.com/embed', '//evil.example/embed', 'not a url'])('refuses %s', (url) => {
    expect(() => read(url)).toThrow(ConfigError);
  });
});

describe('FIRM_PHONE', () => {
  const phone = (FIRM_PHONE?: string) => readSiteConfigSettings(loadConfig({ FIRM_PHONE })).firmPhone;
  it('defaults to a placeholder number and keeps a configured one as written', () => {
    expect(phone()).toBe(DEFAULT_FIRM_PHONE);
    expect(phone('+380 (67) 123-45-67')).toBe('+380 (67) 123-45-67');
  });
  it.each(['067 123 45 67', '+38067123', '+1 202 555 0100', 'дзвоніть'])('refuses %s', (v) => {
    expect(() => phone(v)).toThrow(ConfigError);
  });
});
