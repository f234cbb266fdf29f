import { IsDefined, IsString, MaxLength } from 'class-validator';
import { CHAT_DOCUMENT_MAX, type UpdateChatDocumentRequest } from '@law/contracts';

export class UpdateDocumentDto implements UpdateChatDocumentRequest {
  @IsDefined({ message: 'Вкажіть документ' })
  @IsString({ message: 'Документ має бути текстом' })
  @MaxLength(CHAT_DOCUMENT_MAX, { message: `Назва документа не може перевищувати ${CHAT_DOCUMENT_MAX} символів` })
  document!: string;
}
