import { IsDefined, IsObject } from 'class-validator';
import { CASE_CARD_MESSAGES, type CaseCard, type UpdateCaseCardRequest } from '@law/contracts';

/** The card itself is checked whole by caseCardError (libs/contracts) in the service: one validator for every writer. */
export class UpdateCaseCardDto implements UpdateCaseCardRequest {
  @IsDefined({ message: CASE_CARD_MESSAGES.invalid })
  @IsObject({ message: CASE_CARD_MESSAGES.invalid })
  case_card!: CaseCard;
}
