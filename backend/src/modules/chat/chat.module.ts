import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { APP_LOGGER, type AppLogger } from '../../common/logger';
import { CHAT_ASSISTANT, type ChatAssistant } from './assistant/chat-assistant';
import { LlmAssistant } from './assistant/llm-assistant';
import { ScriptedAssistant } from './assistant/scripted-assistant';
import { CHAT_CONFIG, readChatConfig, type ChatConfig } from './chat.config';
import { ChatController } from './chat.controller';
import { ChatGateway } from './chat.gateway';
import { ChatReplyService } from './chat-reply.service';
import { ChatService } from './chat.service';
import { ChatRecordsService } from './chat-records.service';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { UsersModule } from '../users/users.module';
import { AdminInboxEvents } from './live/admin-inbox-events';
import { AdminInboxGateway } from './live/admin-inbox.gateway';
import { IdleReleaseService } from './live/idle-release.service';
import { LIVE_CHAT_CONFIG, readLiveChatConfig } from './live/live-chat.config';
import { LiveChatController } from './live/live-chat.controller';
import { LiveChatService } from './live/live-chat.service';

/** The scripted intake answers offline; with LLM_BASE_URL the chat-completions adapter answers and falls back to it. */
function createAssistant(config: ChatConfig, logger: AppLogger): ChatAssistant {
  const scripted = new ScriptedAssistant({ firmHours: config.firmHours, mailboxTemplate: config.mailboxTemplate });
  return config.llm ? new LlmAssistant(config.llm, scripted, logger, { firmHours: config.firmHours, mailboxTemplate: config.mailboxTemplate }) : scripted;
}

/** The visitor chat and its back-office side: the live inbox (/admin) and a lawyer taking a chat over (issue 17). */
@Module({
  imports: [AdminAuthModule, UsersModule],
  providers: [
    { provide: CHAT_CONFIG, inject: [APP_CONFIG], useFactory: (c: AppConfig) => readChatConfig(c) },
    { provide: LIVE_CHAT_CONFIG, inject: [APP_CONFIG], useFactory: (c: AppConfig) => readLiveChatConfig(c) },
    AdminInboxEvents,
    AdminInboxGateway,
    LiveChatService,
    IdleReleaseService,
    { provide: CHAT_ASSISTANT, inject: [CHAT_CONFIG, APP_LOGGER], useFactory: createAssistant },
    ChatService,
    ChatRecordsService,
    ChatReplyService,
    ChatGateway,
  ],
  controllers: [ChatController, LiveChatController],
  exports: [ChatService, ChatRecordsService],
})
export class ChatModule {}
