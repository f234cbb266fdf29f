import { IsBoolean, IsDefined } from 'class-validator';
import type { ProcessChatRequest } from '@law/contracts';

export class ProcessChatDto implements ProcessChatRequest {
  @IsDefined({ message: 'Вкажіть is_processed' })
  @IsBoolean({ message: 'is_processed має бути true або false' })
  is_processed!: boolean;
}
