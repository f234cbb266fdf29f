import { Transform } from 'class-transformer';
import { IsDefined, IsOptional, IsString, Length, Matches } from 'class-validator';
import { NAME_MAX, NAME_MIN, PHONE_PATTERN, USER_MESSAGES } from '@law/contracts';

/** POST /api/users — the spec section 5 rules, the same ones the contact modal applies (isValidName/isValidPhone). */
export class RegisterUserDto {
  // class-validator runs the decorators bottom-up: presence, type, then the rule.
  @Length(NAME_MIN, NAME_MAX, { message: USER_MESSAGES.nameLength })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: USER_MESSAGES.nameRequired })
  @IsDefined({ message: USER_MESSAGES.nameRequired })
  name!: string;

  @Matches(PHONE_PATTERN, { message: USER_MESSAGES.phoneInvalid })
  @IsString({ message: USER_MESSAGES.phoneInvalid })
  @IsDefined({ message: USER_MESSAGES.phoneInvalid })
  phone!: string;

  /** The privacy-policy version shown under the form; recorded with the time of registration. */
  @IsOptional()
  @Matches(/^[0-9A-Za-z.-]{1,20}$/, { message: 'Некоректна версія політики конфіденційності' })
  @IsString({ message: 'Некоректна версія політики конфіденційності' })
  consent_version?: string;
}
