import { IsDefined, IsNumber, Max, Min } from 'class-validator';
import { ORDER_MESSAGES, ORDER_PRICE_MAX } from '@law/contracts';

/** POST /api/admin/orders/{id}/update-price — a number >= 0 with at most 2 decimals (UAH). */
export class UpdatePriceDto {
  @IsDefined({ message: ORDER_MESSAGES.badPrice })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: ORDER_MESSAGES.badPrice })
  @Min(0, { message: ORDER_MESSAGES.badPrice })
  @Max(ORDER_PRICE_MAX, { message: ORDER_MESSAGES.badPrice })
  document_price!: number;
}
