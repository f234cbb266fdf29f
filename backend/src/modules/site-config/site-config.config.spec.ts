import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../../config/config';
import { DEFAULT_VIDEO_EMBED_URL, readSiteConfigSettings } from './site-config.config';

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
