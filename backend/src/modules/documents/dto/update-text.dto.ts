import { IsDefined, IsString, MaxLength, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { DOCUMENT_MESSAGES, DOCUMENT_TEXT_MAX, hasControlCharacters } from '@law/contracts';

@ValidatorConstraint({ name: 'noControlCharacters' })
export class NoControlCharacters implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && !hasControlCharacters(value);
  }
}

/** POST /api/admin/documents/{documentId}/update-text (decorators run bottom-up: basic checks last). An empty text is allowed. */
export class UpdateTextDto {
  @Validate(NoControlCharacters, { message: DOCUMENT_MESSAGES.textControlChars })
  @MaxLength(DOCUMENT_TEXT_MAX, { message: DOCUMENT_MESSAGES.textTooLong })
  @IsString({ message: DOCUMENT_MESSAGES.textRequired })
  @IsDefined({ message: DOCUMENT_MESSAGES.textRequired })
  document_text!: string;
}
