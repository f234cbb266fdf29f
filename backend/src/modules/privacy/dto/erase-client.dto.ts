import { IsDefined, IsString, MaxLength } from 'class-validator';
import { CLIENT_DATA_MESSAGES } from '@law/contracts';

/** POST /api/admin/chats/{id}/erase-client: the client's phone typed by staff to confirm. */
export class EraseClientDto {
  @MaxLength(30, { message: CLIENT_DATA_MESSAGES.confirmMismatch })
  @IsString({ message: CLIENT_DATA_MESSAGES.confirmMismatch })
  @IsDefined({ message: CLIENT_DATA_MESSAGES.confirmMismatch })
  confirm_phone!: string;
}
