import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ok } from '../../common/http/responses';
import { publicSiteConfig, SITE_CONFIG_SETTINGS, type SiteConfigSettings } from './site-config.config';
import { Public } from '../../common/auth/public.decorator';

/** Public run-time settings of the landing page. */
@Public()
@Controller('site-config')
export class SiteConfigController {
  constructor(@Inject(SITE_CONFIG_SETTINGS) private readonly settings: SiteConfigSettings) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  get() {
    return ok(publicSiteConfig(this.settings));
  }
}
