import { create } from 'zustand';

/**
 * The one source of truth about the visitor chat that more than one remote reads:
 * mfe-chat owns the socket and writes here; mfe-landing's buttons, dot and counter read it.
 * It lives in @law/ui, a Module Federation shared singleton, so every remote sees the same store.
 */
export type ChatConnectionState = 'connecting' | 'connected' | 'disconnected';

export interface ChatBridgeState {
  connection: ChatConnectionState;
  /** True while the chat overlay is shown. */
  isOpen: boolean;
  /** Set once a chat button is hovered or focused, so the chat UI can be fetched early. */
  warm: boolean;
  setConnection: (connection: ChatConnectionState) => void;
  open: () => void;
  close: () => void;
  warmUp: () => void;
}

export const useChatBridgeStore = create<ChatBridgeState>()((set) => ({
  connection: 'connecting',
  isOpen: false,
  warm: false,
  setConnection: (connection) => set({ connection }),
  open: () => set({ isOpen: true, warm: true }),
  close: () => set({ isOpen: false }),
  warmUp: () => set({ warm: true }),
}));

export const chatBridgeSelectors = {
  isConnected: (s: ChatBridgeState) => s.connection === 'connected',
  connection: (s: ChatBridgeState) => s.connection,
  isOpen: (s: ChatBridgeState) => s.isOpen,
};
