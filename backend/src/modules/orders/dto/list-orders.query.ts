import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ORDER_MESSAGES, type OrderStatusFilter } from '@law/contracts';

export const ORDER_STATUS_FILTERS: OrderStatusFilter[] = ['all', 'no_invoice', 'pending', 'paid_in_work', 'completed'];

/** GET /api/admin/orders?page=&status= */
export class ListOrdersQuery {
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value))
  @IsInt({ message: ORDER_MESSAGES.badPage })
  @Min(1, { message: ORDER_MESSAGES.badPage })
  @Max(100_000_000, { message: ORDER_MESSAGES.badPage })
  page?: number;

  @IsOptional()
  @IsIn(ORDER_STATUS_FILTERS, { message: ORDER_MESSAGES.badStatus })
  status?: OrderStatusFilter;
}
