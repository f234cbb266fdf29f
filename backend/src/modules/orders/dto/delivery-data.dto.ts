import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, Matches, MinLength, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { isRecipientNameComplete, ORDER_DELIVERY_FIELD_MAX, ORDER_MESSAGES, PHONE_PATTERN, USER_MESSAGES } from '@law/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const MSG = ORDER_MESSAGES.badDelivery;
/** Empty (the user's own phone) or a phone by the contracts' one pattern. */
const PHONE_OR_EMPTY = new RegExp(`^$|${PHONE_PATTERN.source}`);

@ValidatorConstraint({ name: 'recipientName' })
class RecipientNameRule implements ValidatorConstraintInterface {
  validate(v: unknown): boolean {
    return typeof v === 'string' && isRecipientNameComplete(v);
  }
}

/**
 * The delivery form's output as the API receives it. Complete only with a city, a branch and a recipient name of
 * at least two words (spec section 5); otherwise 'Заповніть форму доставки'.
 */
export class DeliveryDataDto {
  @Transform(trim)
  @IsString({ message: MSG })
  @MinLength(1, { message: MSG })
  @MaxLength(ORDER_DELIVERY_FIELD_MAX, { message: MSG })
  city!: string;

  @Transform(trim)
  @IsString({ message: MSG })
  @MaxLength(ORDER_DELIVERY_FIELD_MAX, { message: MSG })
  city_area!: string;

  @Transform(trim)
  @IsString({ message: MSG })
  @MinLength(1, { message: MSG })
  @MaxLength(ORDER_DELIVERY_FIELD_MAX, { message: MSG })
  warehouse!: string;

  @Transform(trim)
  @IsString({ message: MSG })
  @MaxLength(ORDER_DELIVERY_FIELD_MAX, { message: MSG })
  @Validate(RecipientNameRule, { message: MSG })
  recipient_name!: string;

  /** Replaced by the user's phone on create; on update an empty value also means the user's phone. */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: USER_MESSAGES.phoneInvalid })
  @Matches(PHONE_OR_EMPTY, { message: USER_MESSAGES.phoneInvalid })
  recipient_phone?: string;

  /** Nova Poshta refs of the chosen city and branch. */
  @IsOptional()
  @IsString({ message: MSG })
  @MaxLength(64, { message: MSG })
  city_ref?: string;

  @IsOptional()
  @IsString({ message: MSG })
  @MaxLength(64, { message: MSG })
  warehouse_ref?: string;
}
