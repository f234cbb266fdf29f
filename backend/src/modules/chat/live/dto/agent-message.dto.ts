import { IsString, ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';
import { CHAT_MESSAGES, chatMessageTextError, type AgentMessageRequest } from '@law/contracts';

/** The chat message rule of libs/contracts (non-empty after trimming, 1500 characters, no control characters). */
function IsChatMessageText(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isChatMessageText',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && chatMessageTextError(value) === null,
        defaultMessage: buildMessage((_each, args) => (typeof args?.value === 'string' ? chatMessageTextError(args.value) : null) ?? CHAT_MESSAGES.emptyMessage),
      },
    },
    options,
  );
}

/** POST /api/admin/chats/{id}/messages — the lawyer's reply. */
export class AgentMessageDto implements AgentMessageRequest {
  @IsString({ message: CHAT_MESSAGES.emptyMessage })
  @IsChatMessageText()
  message!: string;
}
