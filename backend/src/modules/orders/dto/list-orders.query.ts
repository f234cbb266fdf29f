import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { parsePageParam } from '../../../common/http/parse-page';
import { ORDER_MESSAGES, type OrderStatusFilter } from '@law/contracts';

export const ORDER_STATUS_FILTERS: OrderStatusFilter[] = ['all', 'no_invoice', 'pending', 'paid_in_work', 'completed'];

/** GET /api/admin/orders?page=&status= */
export class ListOrdersQuery {
  /** The one page rule of every list (parsePageParam): absent or empty is page 1. */
  @IsOptional()
  @Transform(({ value }) => parsePageParam(value))
  page?: number;

  @IsOptional()
  @IsIn(ORDER_STATUS_FILTERS, { message: ORDER_MESSAGES.badStatus })
  status?: OrderStatusFilter;
}
