import { IsOptional, IsUUID, ValidateBy, type ValidationOptions } from 'class-validator';
import { FEEDBACK_MESSAGES, feedbackNameError, feedbackTextError, type FeedbackRequest } from '@law/contracts';

/** Applies one rule of libs/contracts and reports its own Ukrainian message. */
function FollowsRule(rule: (value: unknown) => string | undefined, name: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name,
      validator: {
        validate: (value: unknown) => rule(value) === undefined,
        defaultMessage: (args) => rule(args?.value) ?? '',
      },
    },
    options,
  );
}

export class CreateFeedbackDto implements FeedbackRequest {
  @FollowsRule(feedbackNameError, 'feedbackName')
  name!: string;

  @FollowsRule(feedbackTextError, 'feedbackText')
  feedback!: string;

  @IsOptional()
  @IsUUID('all', { message: FEEDBACK_MESSAGES.userIdInvalid })
  userId?: string;
}
