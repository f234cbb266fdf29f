import { IsDefined, IsString, MaxLength, MinLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { ADMIN_CHAT_MESSAGES, BLOCK_REASON_MAX, type BlockUserRequest } from '@law/contracts';

export class BlockUserDto implements BlockUserRequest {
  @IsDefined({ message: ADMIN_CHAT_MESSAGES.blockReasonRequired })
  @IsString({ message: ADMIN_CHAT_MESSAGES.blockReasonRequired })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MinLength(1, { message: ADMIN_CHAT_MESSAGES.blockReasonRequired })
  @MaxLength(BLOCK_REASON_MAX, { message: ADMIN_CHAT_MESSAGES.blockReasonTooLong })
  reason!: string;
}
