import type { AssistantContext, AssistantReply, ChatAssistant } from './chat-assistant';
import { parseState, step } from './intake-policy';

/** Offline default: the scripted Ukrainian intake dialogue (intake-policy), its memory kept in the chat row. */
export class ScriptedAssistant implements ChatAssistant {
  async reply(ctx: AssistantContext): Promise<AssistantReply> {
    const state = parseState(ctx.state, ctx.chatId);
    const result = step(state, ctx.newMessages.join('\n'), { userName: ctx.userName, agentName: ctx.agentName });
    return {
      text: result.reply,
      document: result.finished ? result.document : undefined,
      finished: result.finished,
      city: result.city,
      state: result.state as unknown as Record<string, unknown>,
    };
  }
}
