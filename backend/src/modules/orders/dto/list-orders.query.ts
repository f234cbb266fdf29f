import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { parsePageParam } from '../../../common/http/parse-page';
import { parseSearchParam } from '../../../common/http/search-text';
import { ORDER_MESSAGES, type OrderListFilter } from '@law/contracts';

export const ORDER_STATUS_FILTERS: OrderListFilter[] = ['all', 'no_invoice', 'pending', 'paid_in_work', 'completed', 'trash'];

/** GET /api/admin/orders?page=&status= */
export class ListOrdersQuery {
  /** The one page rule of every list (parsePageParam): absent or empty is page 1. */
  @IsOptional()
  @Transform(({ value }) => parsePageParam(value))
  page?: number;

  /** Client name, phone digits or order number. */
  @IsOptional()
  @Transform(({ value }) => parseSearchParam(value))
  search?: string;

  @IsOptional()
  @IsIn(ORDER_STATUS_FILTERS, { message: ORDER_MESSAGES.badStatus })
  status?: OrderListFilter;
}
