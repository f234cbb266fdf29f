import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { ChatModule } from '../chat/chat.module';
import { DocumentsModule } from '../documents/documents.module';
import { SmsModule } from '../sms/sms.module';
import { UsersModule } from '../users/users.module';
import { OrdersController } from './orders.controller';
import { OrdersQueryService } from './orders-query.service';
import { OrdersService } from './orders.service';
import { ORDERS_CONFIG, readOrdersConfig } from './orders.config';
import { TrackingSmsController } from './tracking-sms.controller';
import { TrackingSmsService } from './tracking-sms.service';

/** Paid document orders (issue 6): create from a chat, edit, soft delete, list/stats, invoice SMS. */
@Module({
  imports: [SmsModule, ChatModule, UsersModule, DocumentsModule],
  controllers: [OrdersController, TrackingSmsController],
  providers: [OrdersService, OrdersQueryService, TrackingSmsService, { provide: ORDERS_CONFIG, inject: [APP_CONFIG], useFactory: (c: AppConfig) => readOrdersConfig(c) }],
  exports: [OrdersService, OrdersQueryService, ORDERS_CONFIG],
})
export class OrdersModule {}
