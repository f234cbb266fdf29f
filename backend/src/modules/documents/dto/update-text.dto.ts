import { IsDefined, IsString, MaxLength } from 'class-validator';
import { DOCUMENT_MESSAGES, DOCUMENT_TEXT_MAX } from '@law/contracts';

/**
 * POST /api/admin/documents/{documentId}/update-text (decorators run bottom-up: basic checks last). An empty text is
 * allowed; NUL and other control characters are refused for every request by the input-hygiene middleware.
 */
export class UpdateTextDto {
  @MaxLength(DOCUMENT_TEXT_MAX, { message: DOCUMENT_MESSAGES.textTooLong })
  @IsString({ message: DOCUMENT_MESSAGES.textRequired })
  @IsDefined({ message: DOCUMENT_MESSAGES.textRequired })
  document_text!: string;
}
