import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ADMIN_AUTH_MESSAGES } from '@law/contracts';

export class LoginDto {
  @IsString({ message: ADMIN_AUTH_MESSAGES.passwordRequired })
  @IsNotEmpty({ message: ADMIN_AUTH_MESSAGES.passwordRequired })
  @MaxLength(200, { message: 'Пароль задовгий' })
  password!: string;
}
