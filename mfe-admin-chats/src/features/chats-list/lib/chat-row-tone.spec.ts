import { describe, expect, it } from '@jest/globals';
import { chatRowTone } from './chat-row-tone';

const chat = (is_chat_finished: boolean, is_processed: boolean, is_abuser = false) => ({ is_chat_finished, is_processed, user: { is_abuser } });

describe('chat row colouring (spec section 4)', () => {
  it('paints a blocked user red whatever the chat state', () => {
    for (const [f, p] of [[false, false], [true, false], [true, true]] as const) {
      const tone = chatRowTone(chat(f, p, true));
      expect(tone).toEqual({ status: 'blocked', label: 'заблокований', className: 'ac-row ac-row--blocked' });
    }
  });
  it('paints an unfinished, unprocessed chat blue', () => {
    expect(chatRowTone(chat(false, false))).toEqual({ status: 'active', label: 'активний', className: 'ac-row ac-row--active' });
  });
  it('paints a finished, unprocessed chat green', () => {
    expect(chatRowTone(chat(true, false))).toEqual({ status: 'in_work', label: 'В роботі', className: 'ac-row ac-row--in-work' });
  });
  it('paints a processed chat yellow', () => {
    expect(chatRowTone(chat(true, true))).toEqual({ status: 'processed', label: 'Опрацьовані', className: 'ac-row ac-row--processed' });
  });
});
