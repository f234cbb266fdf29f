import { CopyButton } from '@law/ui';
import type { AdminChatDetails } from '@law/contracts';
import { buildChatPrompt } from '../lib/build-chat-prompt';

/** Copies a ChatGPT prompt built from the transcript; shows 'Скопійовано!' for 2 s. */
export function PromptCopyButton({ details }: { details: AdminChatDetails }) {
  return (
    <CopyButton
      className="btn btn-ghost btn-small"
      label="ChatGPT prompt"
      text={() => buildChatPrompt({ messages: details.messages, document: details.chat.document, comment: details.chat.comment, card: details.chat.case_card })}
    />
  );
}
