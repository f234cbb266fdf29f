import { FIRM } from '../../../firm';
import { FirmLogo } from '../../header/components/firm-logo';
import { RegistryLogo } from './registry-logo';

export function SiteFooter() {
  const year = new Date().getFullYear();
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
          <li>
            <a href={`mailto:${FIRM.email}`}>{FIRM.email}</a>
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
