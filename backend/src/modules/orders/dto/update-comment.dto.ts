import { IsDefined, IsString, MaxLength } from 'class-validator';
import { ORDER_COMMENT_MAX, ORDER_MESSAGES } from '@law/contracts';

/** POST /api/admin/orders/{id}/update-comment — the case note, stored on the order's chat. '' clears it. */
export class UpdateOrderCommentDto {
  @IsDefined({ message: ORDER_MESSAGES.badComment })
  @IsString({ message: ORDER_MESSAGES.badComment })
  @MaxLength(ORDER_COMMENT_MAX, { message: ORDER_MESSAGES.badComment })
  comment!: string;
}
