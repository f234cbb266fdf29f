import { FIRM, PRIVACY_PATH, telHref } from '@law/contracts';

/** What search engines and link previews read of the public pages ('/', /privacy), from the firm's one identity. */
export interface SeoSettings {
  /** The site's public origin, e.g. https://pravo-zakhyst.com.ua (PUBLIC_URL, or the request's own). */
  siteUrl: string;
  /** FIRM_PHONE as people read it. */
  firmPhone: string;
}

export const LANDING_TITLE = `Безкоштовна консультація юриста онлайн — ${FIRM.shortName}`;
export const LANDING_DESCRIPTION =
  'Юридична online фірма: безкоштовна перша консультація юриста в чаті цілодобово, підготовка документів з доставкою Новою Поштою по всій Україні.';
/** A 1200×630 preview image shipped in media/. */
export const OG_IMAGE_PATH = '/media/og-image.png';

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** schema.org LegalService of the firm: an online firm serving all of Ukraine, chat open around the clock. */
export function legalServiceJsonLd(s: SeoSettings): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: FIRM.name,
    alternateName: FIRM.shortName,
    description: LANDING_DESCRIPTION,
    url: `${s.siteUrl}/`,
    image: `${s.siteUrl}${OG_IMAGE_PATH}`,
    telephone: telHref(s.firmPhone).replace(/^tel:/, ''),
    email: FIRM.email,
    address: { '@type': 'PostalAddress', addressCountry: 'UA' },
    areaServed: { '@type': 'Country', name: 'Україна' },
    availableLanguage: 'uk',
    // The consultation chat answers at any hour, every day.
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ],
    priceRange: 'Перша консультація безкоштовно',
    makesOffer: {
      '@type': 'Offer',
      name: 'Перша консультація юриста в чаті',
      price: '0',
      priceCurrency: 'UAH',
    },
    sameAs: [FIRM.social.url],
  };
}

/** The <head> of '/': title, description, canonical URL, OpenGraph and Twitter card, the JSON-LD block. */
export function landingHead(s: SeoSettings): string {
  const url = `${s.siteUrl}/`;
  const image = `${s.siteUrl}${OG_IMAGE_PATH}`;
  const jsonLd = JSON.stringify(legalServiceJsonLd(s)).replace(/</g, '\\u003c');
  return [
    `<title>${esc(LANDING_TITLE)}</title>`,
    `<meta name="description" content="${esc(LANDING_DESCRIPTION)}">`,
    `<link rel="canonical" href="${esc(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:locale" content="uk_UA">`,
    `<meta property="og:site_name" content="${esc(FIRM.shortName)}">`,
    `<meta property="og:title" content="${esc(LANDING_TITLE)}">`,
    `<meta property="og:description" content="${esc(LANDING_DESCRIPTION)}">`,
    `<meta property="og:url" content="${esc(url)}">`,
    `<meta property="og:image" content="${esc(image)}">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta property="og:image:alt" content="${esc(`${FIRM.shortName}: безкоштовна перша консультація юриста онлайн`)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${esc(LANDING_TITLE)}">`,
    `<meta name="twitter:description" content="${esc(LANDING_DESCRIPTION)}">`,
    `<meta name="twitter:image" content="${esc(image)}">`,
    `<script type="application/ld+json">${jsonLd}</script>`,
  ].join('');
}

/** Replaces the shell's generic <title> and description with the landing's (the built index.html is minified: unquoted attributes). */
export function withLandingHead(page: string, s: SeoSettings): string {
  return page
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name=["']?description["']?(?:\s[^>]*)?>/, '')
    .replace('</head>', () => `${landingHead(s)}</head>`);
}

export function robotsTxt(s: SeoSettings): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${s.siteUrl}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(s: SeoSettings, lastModified: Date): string {
  const day = lastModified.toISOString().slice(0, 10);
  const url = (loc: string, priority: string) => `<url><loc>${esc(`${s.siteUrl}${loc}`)}</loc><lastmod>${day}</lastmod><priority>${priority}</priority></url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${url('/', '1.0')}${url(PRIVACY_PATH, '0.3')}</urlset>\n`;
}
