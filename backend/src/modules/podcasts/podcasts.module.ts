import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PodcastEntity } from './podcast.entity';
import { PodcastsController } from './podcasts.controller';
import { PodcastsService } from './podcasts.service';

@Module({
  imports: [TypeOrmModule.forFeature([PodcastEntity])],
  controllers: [PodcastsController],
  providers: [PodcastsService],
})
export class PodcastsModule {}
