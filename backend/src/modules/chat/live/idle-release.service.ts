import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_LOGGER, type AppLogger } from '../../../common/logger';
import { LIVE_CHAT_CONFIG, type LiveChatConfig } from './live-chat.config';
import { LiveChatService } from './live-chat.service';

/** Hands idle held chats back to the assistant: a sweep every LiveChatConfig.sweepMs on each instance. */
@Injectable()
export class IdleReleaseService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly live: LiveChatService,
    @Inject(LIVE_CHAT_CONFIG) private readonly config: LiveChatConfig,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.live
        .releaseIdle()
        .catch((e: unknown) => this.logger.error('idle release failed', { error: e instanceof Error ? e.stack : String(e) }))
        .finally(() => (this.running = undefined));
    }, this.config.sweepMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
