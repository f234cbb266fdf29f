import { CHAT_STATUS_LABELS, deriveChatStatus, type ChatDisplayStatus } from '@law/contracts';

export interface ChatRowTone {
  status: ChatDisplayStatus;
  label: string;
  /** Row class; the colours are the theme's --row-* variables. */
  className: string;
}

const ROW_CLASS: Record<ChatDisplayStatus, string> = {
  blocked: 'ac-row ac-row--blocked',
  active: 'ac-row ac-row--active',
  in_work: 'ac-row ac-row--in-work',
  processed: 'ac-row ac-row--processed',
};

/** Spec section 4: blocked red, active blue, in work green, processed yellow. */
export function chatRowTone(chat: Parameters<typeof deriveChatStatus>[0]): ChatRowTone {
  const status = deriveChatStatus(chat);
  return { status, label: CHAT_STATUS_LABELS[status], className: ROW_CLASS[status] };
}
