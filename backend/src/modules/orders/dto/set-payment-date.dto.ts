import { Transform } from 'class-transformer';
import { IsDefined, IsString, Validate, ValidateIf, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { isValidIsoDate, ORDER_MESSAGES } from '@law/contracts';

@ValidatorConstraint({ name: 'isoCalendarDate' })
class IsoCalendarDateRule implements ValidatorConstraintInterface {
  validate(v: unknown): boolean {
    return typeof v === 'string' && isValidIsoDate(v);
  }
}

/** POST /api/admin/orders/{id}/set-payment-date — a real calendar date 'YYYY-MM-DD', or null/'' to clear. */
export class SetPaymentDateDto {
  @Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value))
  @ValidateIf((o: SetPaymentDateDto) => o.payment_date !== null)
  @IsDefined({ message: ORDER_MESSAGES.badDate })
  @IsString({ message: ORDER_MESSAGES.badDate })
  @Validate(IsoCalendarDateRule, { message: ORDER_MESSAGES.badDate })
  payment_date!: string | null;
}
