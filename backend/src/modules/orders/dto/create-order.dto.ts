import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsNumber, IsObject, IsPositive, Max, Min, ValidateNested } from 'class-validator';
import { ORDER_MESSAGES, ORDER_PRICE_MAX } from '@law/contracts';
import { DeliveryDataDto } from './delivery-data.dto';

/** POST /api/admin/orders/create — price present and > 0, delivery form complete (spec section 5). */
export class CreateOrderDto {
  @IsDefined({ message: ORDER_MESSAGES.chatNotFound })
  @IsInt({ message: ORDER_MESSAGES.chatNotFound })
  @Min(1, { message: ORDER_MESSAGES.chatNotFound })
  @Max(2147483647, { message: ORDER_MESSAGES.chatNotFound })
  chat_id!: number;

  @IsDefined({ message: ORDER_MESSAGES.badPrice })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: ORDER_MESSAGES.badPrice })
  @IsPositive({ message: ORDER_MESSAGES.badPrice })
  @Max(ORDER_PRICE_MAX, { message: ORDER_MESSAGES.badPrice })
  document_price!: number;

  @IsDefined({ message: ORDER_MESSAGES.badDelivery })
  @IsObject({ message: ORDER_MESSAGES.badDelivery })
  @ValidateNested()
  @Type(() => DeliveryDataDto)
  delivery_data!: DeliveryDataDto;
}
