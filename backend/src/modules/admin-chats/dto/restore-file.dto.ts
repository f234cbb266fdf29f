import { IsDefined, IsString, MaxLength } from 'class-validator';
import { CLIENT_FILE_MESSAGES, type RestoreChatFileRequest } from '@law/contracts';

export class RestoreFileDto implements RestoreChatFileRequest {
  @MaxLength(500, { message: CLIENT_FILE_MESSAGES.notRemoved })
  @IsString({ message: CLIENT_FILE_MESSAGES.notRemoved })
  @IsDefined({ message: CLIENT_FILE_MESSAGES.notRemoved })
  file!: string;
}
