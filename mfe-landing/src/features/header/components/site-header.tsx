import { FIRM } from '../../../firm';
import { FirmLogo } from './firm-logo';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <a className="brand" href="/">
          <FirmLogo />
          <span className="brand-text">
            <span className="brand-name">{FIRM.shortName}</span>
            <span className="brand-tagline">юридична online фірма</span>
          </span>
        </a>
        <a className="header-contact" href={`mailto:${FIRM.email}`}>
          {FIRM.email}
        </a>
      </div>
    </header>
  );
}
