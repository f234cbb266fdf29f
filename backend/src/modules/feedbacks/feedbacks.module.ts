import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { UsersModule } from '../users/users.module';
import { FEEDBACKS_CONFIG, readFeedbacksConfig } from './feedbacks.config';
import { FeedbackSubmissionService } from './feedback-submission.service';
import { PublicFeedbacksController } from './public-feedbacks.controller';
import { AdminFeedbacksController } from './admin-feedbacks.controller';
import { AdminFeedbacksService } from './admin-feedbacks.service';

@Module({
  imports: [UsersModule],
  controllers: [PublicFeedbacksController, AdminFeedbacksController],
  providers: [
    { provide: FEEDBACKS_CONFIG, inject: [APP_CONFIG], useFactory: (config: AppConfig) => readFeedbacksConfig(config) },
    FeedbackSubmissionService,
    AdminFeedbacksService,
  ],
})
export class FeedbacksModule {}
