import { IsDefined, IsString, MaxLength } from 'class-validator';
import { CHAT_COMMENT_MAX, type UpdateChatCommentRequest } from '@law/contracts';

export class UpdateCommentDto implements UpdateChatCommentRequest {
  @IsDefined({ message: 'Вкажіть коментар' })
  @IsString({ message: 'Коментар має бути текстом' })
  @MaxLength(CHAT_COMMENT_MAX, { message: `Коментар не може перевищувати ${CHAT_COMMENT_MAX} символів` })
  comment!: string;
}
