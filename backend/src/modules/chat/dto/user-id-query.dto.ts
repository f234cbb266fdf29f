import { IsDefined, IsUUID } from 'class-validator';

export const INVALID_USER_ID = 'Некоректний ідентифікатор користувача';
export const USER_NOT_FOUND = 'Користувача не знайдено';

/** ?userId= of the visitor's history and mailbox calls. */
export class UserIdQueryDto {
  @IsDefined({ message: INVALID_USER_ID })
  @IsUUID('all', { message: INVALID_USER_ID })
  userId!: string;
}
