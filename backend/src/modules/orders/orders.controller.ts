import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ORDER_LIST_FILTERS, ORDER_MESSAGES, type ApiSuccess, type CreateOrderResponse, type Order, type OrderDetails, type OrderListFilter, type OrderListResponse, type OrderStats, type RestoreOrderResponse } from '@law/contracts';
import { PositiveIntPipe } from '../../common/http/parse-id';
import { ApiListQuery, parseListQuery, type ListQueryOptions } from '../../common/http/list-query';
import { ok } from '../../common/http/responses';
import { CreateOrderDto } from './dto/create-order.dto';
import { SetPaymentDateDto } from './dto/set-payment-date.dto';
import { SetTrackingNumberDto } from './dto/set-tracking-number.dto';
import { UpdateOrderCommentDto } from './dto/update-comment.dto';
import { UpdateDeliveryDto } from './dto/update-delivery.dto';
import { UpdatePriceDto } from './dto/update-price.dto';
import { OrdersQueryService } from './orders-query.service';
import { OrdersService } from './orders.service';
import { actorOf } from '../admin-auth/admin-session.guard';

const OrderId = () => new PositiveIntPipe(ORDER_MESSAGES.badOrderId);
/** GET /api/admin/orders?page=&status=&search=: every live order by default. */
const ORDER_LIST_QUERY: ListQueryOptions<OrderListFilter> = { status: { values: ORDER_LIST_FILTERS, fallback: 'all' }, search: true };

/** /api/admin/orders — behind the admin session middleware. */
@Controller('admin/orders')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly query: OrdersQueryService,
  ) {}

  @Post('create')
  @HttpCode(200)
  async create(@Body() body: CreateOrderDto, @Req() req: Request): Promise<ApiSuccess<CreateOrderResponse>> {
    return ok(await this.orders.create(body, actorOf(req)));
  }

  @Get('stats')
  async stats(): Promise<ApiSuccess<OrderStats>> {
    return ok(await this.query.stats());
  }

  @Get()
  @ApiListQuery(ORDER_LIST_QUERY, 'client name, phone digits or order number')
  async list(@Query() q: Record<string, unknown>): Promise<ApiSuccess<OrderListResponse>> {
    const { page, status, search } = parseListQuery(q, ORDER_LIST_QUERY);
    return ok(await this.query.list(page, status, search));
  }

  @Get(':id')
  async details(@Param('id', OrderId()) id: number): Promise<ApiSuccess<OrderDetails>> {
    return ok(await this.query.details(id));
  }

  @Delete(':id')
  async remove(@Param('id', OrderId()) id: number, @Req() req: Request): Promise<ApiSuccess<{ id: number }>> {
    await this.orders.remove(id, actorOf(req));
    return ok({ id });
  }

  @Post(':id/restore')
  @HttpCode(200)
  async restore(@Param('id', OrderId()) id: number, @Req() req: Request): Promise<ApiSuccess<RestoreOrderResponse>> {
    return ok(await this.orders.restore(id, actorOf(req)));
  }

  @Post(':id/update-comment')
  @HttpCode(200)
  async updateComment(@Param('id', OrderId()) id: number, @Body() body: UpdateOrderCommentDto, @Req() req: Request): Promise<ApiSuccess<Order>> {
    return ok(await this.orders.updateComment(id, body.comment, actorOf(req)));
  }

  @Post(':id/update-delivery')
  @HttpCode(200)
  async updateDelivery(@Param('id', OrderId()) id: number, @Body() body: UpdateDeliveryDto, @Req() req: Request): Promise<ApiSuccess<Order>> {
    return ok(await this.orders.updateDelivery(id, body.delivery_data, actorOf(req)));
  }

  @Post(':id/update-price')
  @HttpCode(200)
  async updatePrice(@Param('id', OrderId()) id: number, @Body() body: UpdatePriceDto, @Req() req: Request): Promise<ApiSuccess<Order>> {
    return ok(await this.orders.updatePrice(id, body.document_price, actorOf(req)));
  }

  @Post(':id/set-payment-date')
  @HttpCode(200)
  async setPaymentDate(@Param('id', OrderId()) id: number, @Body() body: SetPaymentDateDto, @Req() req: Request): Promise<ApiSuccess<Order>> {
    return ok(await this.orders.setPaymentDate(id, body.payment_date, actorOf(req)));
  }

  @Post(':id/set-tracking-number')
  @HttpCode(200)
  async setTrackingNumber(@Param('id', OrderId()) id: number, @Body() body: SetTrackingNumberDto, @Req() req: Request): Promise<ApiSuccess<Order>> {
    return ok(await this.orders.setTrackingNumber(id, body.type, body.tracking_number, actorOf(req)));
  }
}
