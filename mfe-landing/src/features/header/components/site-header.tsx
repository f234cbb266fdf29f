import { FIRM, telHref } from '@law/contracts';
import { useSiteConfig } from '../../../lib/use-site-config';
import { FirmLogo } from '../../../lib/firm-logo';

export function SiteHeader() {
  const phone = useSiteConfig()?.firm_phone;
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
        <div className="header-contacts">
          {phone && (
            <a className="header-contact header-phone" href={telHref(phone)}>
              {phone}
            </a>
          )}
          <a className="header-contact" href={`mailto:${FIRM.email}`}>
            {FIRM.email}
          </a>
        </div>
      </div>
    </header>
  );
}
