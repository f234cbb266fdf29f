import { UserEntity } from '../modules/users/user.entity';
import { ChatEntity } from '../modules/chat/chat.entity';
import { MessageEntity } from '../modules/chat/message.entity';
import { FeedbackEntity } from '../modules/feedbacks/feedback.entity';
import { PodcastEntity } from '../modules/podcasts/podcast.entity';
import { OrderEntity } from '../modules/orders/order.entity';
import { DocumentEntity } from '../modules/documents/document.entity';
import { SmsMessageEntity } from '../modules/sms/sms-message.entity';
import { AuditLogEntity } from '../modules/audit/audit-log.entity';
import { AdminSessionEntity } from '../modules/admin-auth/admin-session.entity';
import { LoginAttemptEntity } from '../modules/admin-auth/login-attempt.entity';

/** Every entity of the app; the DataSource and the migration CLI read this one list. */
export const ENTITIES = [
  UserEntity,
  ChatEntity,
  MessageEntity,
  FeedbackEntity,
  PodcastEntity,
  OrderEntity,
  DocumentEntity,
  SmsMessageEntity,
  AuditLogEntity,
  AdminSessionEntity,
  LoginAttemptEntity,
];
