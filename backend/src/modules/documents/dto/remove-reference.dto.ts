import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { DOCUMENT_MESSAGES, REFERENCE_URL_MAX } from '@law/contracts';

/** POST /api/admin/documents/{documentId}/remove-reference (decorators run bottom-up: basic checks last). */
export class RemoveReferenceDto {
  @MaxLength(REFERENCE_URL_MAX, { message: DOCUMENT_MESSAGES.urlTooLong })
  @IsNotEmpty({ message: DOCUMENT_MESSAGES.urlRequired })
  @IsString({ message: DOCUMENT_MESSAGES.urlRequired })
  @IsDefined({ message: DOCUMENT_MESSAGES.urlRequired })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  reference_url!: string;
}
