import { FIRM, PRIVACY_MESSAGES, PRIVACY_PATH, telHref } from '@law/contracts';
import { useClientValue } from '../../../lib/use-client-value';
import { useSiteConfig } from '../../../lib/use-site-config';
import { FirmLogo } from '../../../lib/firm-logo';
import { RegistryLogo } from './registry-logo';

const BUILD_YEAR = Number(process.env.BUILD_YEAR) || 2026;
const currentYear = () => new Date().getFullYear();

export function SiteFooter() {
  // The server HTML is prerendered at build time: it carries the build's year, the browser then shows its own.
  const year = useClientValue(currentYear, BUILD_YEAR);
  const phone = useSiteConfig()?.firm_phone;
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <div className="footer-brand">
          <FirmLogo size={36} />
          <span className="footer-name">{FIRM.name}</span>
        </div>
        <a className="footer-registry" href={FIRM.registry.url} target="_blank" rel="noopener noreferrer">
          <RegistryLogo />
        </a>
        <ul className="footer-links">
          {phone && (
            <li>
              <a href={telHref(phone)}>{phone}</a>
            </li>
          )}
          <li>
            <a href={`mailto:${FIRM.email}`}>{FIRM.email}</a>
          </li>
          <li>
            <a href={PRIVACY_PATH}>{PRIVACY_MESSAGES.title}</a>
          </li>
          <li>
            <a href={FIRM.social.url} target="_blank" rel="noopener noreferrer">
              {FIRM.social.name}
            </a>
          </li>
        </ul>
        <p className="footer-copy">
          © {year} {FIRM.name}. Усі права захищені.
        </p>
      </div>
    </footer>
  );
}
