import { mailboxAddress } from '@law/contracts';
import type { AssistantContext, AssistantReply, ChatAssistant } from './chat-assistant';
import { callbackPhrase, hoursPhrase, type FirmHours } from './firm-hours';
import { parseState, step, type IntakeInput } from './intake-policy';
import { vocativeName } from './understanding/vocative';

export interface ScriptedSettings {
  firmHours: FirmHours;
  mailboxTemplate: string;
}

/** What the intake needs besides the conversation: the client's name in the vocative, the clock, the firm's hours. */
export async function intakeInput(ctx: AssistantContext, settings: ScriptedSettings): Promise<IntakeInput> {
  return {
    vocative: await vocativeName(ctx.userName),
    agentName: ctx.agentName,
    now: ctx.now,
    hours: hoursPhrase(settings.firmHours),
    callback: callbackPhrase(ctx.now, settings.firmHours),
    mailbox: mailboxAddress(settings.mailboxTemplate, ctx.userId),
  };
}

/** Offline default: the scripted Ukrainian intake dialogue (intake-policy), its memory kept in the chat row. */
export class ScriptedAssistant implements ChatAssistant {
  constructor(private readonly settings: ScriptedSettings) {}

  async reply(ctx: AssistantContext): Promise<AssistantReply> {
    const state = parseState(ctx.state, ctx.chatId);
    const result = step(state, ctx.newMessages.join('\n'), await intakeInput(ctx, this.settings));
    return {
      text: result.reply,
      document: result.finished ? (result.card.document ?? undefined) : undefined,
      finished: result.finished,
      city: result.card.city ?? undefined,
      state: result.state as unknown as Record<string, unknown>,
      card: result.card,
      blockUser: result.blockUser,
    };
  }
}
