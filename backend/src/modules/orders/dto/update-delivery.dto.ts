import { Type } from 'class-transformer';
import { IsDefined, IsObject, ValidateNested } from 'class-validator';
import { ORDER_MESSAGES } from '@law/contracts';
import { DeliveryDataDto } from './delivery-data.dto';

/** POST /api/admin/orders/{id}/update-delivery */
export class UpdateDeliveryDto {
  @IsDefined({ message: ORDER_MESSAGES.badDelivery })
  @IsObject({ message: ORDER_MESSAGES.badDelivery })
  @ValidateNested()
  @Type(() => DeliveryDataDto)
  delivery_data!: DeliveryDataDto;
}
