import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { PodcastEpisode } from '@law/contracts';
import { PodcastEntity } from './podcast.entity';

@Injectable()
export class PodcastsService {
  constructor(@InjectRepository(PodcastEntity) private readonly podcasts: Repository<PodcastEntity>) {}

  /** Published episodes in the firm's chosen order (position, then oldest first). */
  async listPublished(): Promise<PodcastEpisode[]> {
    const rows = await this.podcasts.find({ where: { published: true }, order: { position: 'ASC', id: 'ASC' } });
    return rows.map((r) => ({
      title: r.title,
      description: r.description,
      image_url: r.image_url,
      audio_url: r.audio_url,
      apple_podcast_url: r.apple_podcast_url,
    }));
  }
}
