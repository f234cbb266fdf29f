import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsString, Matches, ValidateIf } from 'class-validator';
import { NOVA_POSHTA_TRACKING_PATTERN, ORDER_MESSAGES, TRACKING_TYPES, type TrackingType } from '@law/contracts';

/** POST /api/admin/orders/{id}/set-tracking-number — 14 digits, or null/'' to clear. */
export class SetTrackingNumberDto {
  @IsDefined({ message: ORDER_MESSAGES.badTrackingType })
  @IsIn(TRACKING_TYPES as TrackingType[], { message: ORDER_MESSAGES.badTrackingType })
  type!: TrackingType;

  @Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value))
  @ValidateIf((o: SetTrackingNumberDto) => o.tracking_number !== null)
  @IsDefined({ message: ORDER_MESSAGES.badTrackingNumber })
  @IsString({ message: ORDER_MESSAGES.badTrackingNumber })
  @Matches(NOVA_POSHTA_TRACKING_PATTERN, { message: ORDER_MESSAGES.badTrackingNumber })
  tracking_number!: string | null;
}
