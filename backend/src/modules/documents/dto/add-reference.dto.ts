import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString, MaxLength, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { DOCUMENT_MESSAGES, isAbsoluteHttpUrl, REFERENCE_TITLE_MAX, REFERENCE_URL_MAX } from '@law/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

@ValidatorConstraint({ name: 'absoluteHttpUrl' })
export class AbsoluteHttpUrl implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isAbsoluteHttpUrl(value);
  }
}

/**
 * POST /api/admin/documents/{documentId}/add-reference — spec section 5: both non-empty, url an absolute URL.
 * class-validator runs a property's decorators bottom-up and stops at the first failure: the basic checks are last.
 */
export class AddReferenceDto {
  @MaxLength(REFERENCE_TITLE_MAX, { message: DOCUMENT_MESSAGES.titleTooLong })
  @IsNotEmpty({ message: DOCUMENT_MESSAGES.titleRequired })
  @IsString({ message: DOCUMENT_MESSAGES.titleRequired })
  @IsDefined({ message: DOCUMENT_MESSAGES.titleRequired })
  @Transform(trim)
  title!: string;

  @Validate(AbsoluteHttpUrl, { message: DOCUMENT_MESSAGES.urlInvalid })
  @MaxLength(REFERENCE_URL_MAX, { message: DOCUMENT_MESSAGES.urlTooLong })
  @IsNotEmpty({ message: DOCUMENT_MESSAGES.urlRequired })
  @IsString({ message: DOCUMENT_MESSAGES.urlRequired })
  @IsDefined({ message: DOCUMENT_MESSAGES.urlRequired })
  @Transform(trim)
  url!: string;
}
