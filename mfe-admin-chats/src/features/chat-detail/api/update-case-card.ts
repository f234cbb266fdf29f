import type { CaseCard, UpdateCaseCardRequest, UpdateCaseCardResponse } from '@law/contracts';
import { http } from '@law/ui';

/** POST /api/admin/chats/{id}/update-case-card */
export async function updateCaseCard(chatId: number, card: CaseCard): Promise<CaseCard> {
  const body: UpdateCaseCardRequest = { case_card: card };
  const res = await http.post<{ success: true; data: UpdateCaseCardResponse }>(`/admin/chats/${chatId}/update-case-card`, body);
  return res.data.data.case_card;
}
