import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { SiteConfig } from '@law/contracts';
import { ok } from '../../common/http/responses';
import { SITE_CONFIG_SETTINGS, type SiteConfigSettings } from './site-config.config';
import { Public } from '../../common/auth/public.decorator';

/** Public run-time settings of the landing page. */
@Public()
@Controller('site-config')
export class SiteConfigController {
  constructor(@Inject(SITE_CONFIG_SETTINGS) private readonly settings: SiteConfigSettings) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  get() {
    const config: SiteConfig = { video_url: this.settings.videoEmbedUrl, firm_phone: this.settings.firmPhone };
    return ok(config);
  }
}
