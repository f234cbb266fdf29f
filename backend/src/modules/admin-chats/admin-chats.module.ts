import { Module } from '@nestjs/common';
import { ChatModule } from '../chat/chat.module';
import { MailModule } from '../mail/mail.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { SmsModule } from '../sms/sms.module';
import { AdminChatsController } from './admin-chats.controller';
import { AdminChatsListService } from './admin-chats-list.service';
import { AdminChatDetailsService } from './admin-chat-details.service';
import { AdminChatActionsService } from './admin-chat-actions.service';
import { AdminVisitorsController } from './admin-visitors.controller';
import { VisitorBlockingService } from './visitor-blocking.service';

/** Back office chats: inbox, detail, edits (audited), client mail. */
@Module({
  imports: [MailModule, SmsModule, ChatModule, UsersModule, OrdersModule],
  controllers: [AdminChatsController, AdminVisitorsController],
  providers: [AdminChatsListService, AdminChatDetailsService, AdminChatActionsService, VisitorBlockingService],
})
export class AdminChatsModule {}
