import type { StateCreator } from 'zustand';
import { CHAT_MESSAGES, PRIVACY_POLICY_VERSION, isValidName, isValidPhone } from '@law/contracts';
import { httpStatusOf } from '../../lib/http-status';
import { writeUserData } from '../chat-storage';
import type { ChatState, RegistrationSlice } from '../chat-store-types';
import { notifyError, type ChatStoreContext } from './chat-store-context';

export const CONVERSION_EVENT = 'conversion_event_contact';

/** Who the visitor is (spec section 5): the contact remembered on this device, and the contact form. */
export const createRegistrationSlice =
  (ctx: ChatStoreContext): StateCreator<ChatState, [], [], RegistrationSlice> =>
  (set, get) => {
    ctx.registration = {
      forget: () => set({ userId: null, sessionId: null }),
    };

    return {
      userId: ctx.visitor?.userId ?? null,
      userName: ctx.visitor?.userName ?? '',
      userPhone: ctx.visitor?.userPhone ?? '',
      hasStoredContact: ctx.visitor !== null,
      contactModalOpen: false,
      pendingText: null,
      registering: false,

      register: async (name, phone) => {
        const s = get();
        if (s.registering) return false;
        // With a remembered contact the form is valid as it is (spec section 5).
        const body = s.hasStoredContact ? { name: s.userName, phone: s.userPhone } : { name: name.trim(), phone };
        if (!s.hasStoredContact && (!isValidName(body.name) || !isValidPhone(body.phone))) return false;
        set({ registering: true });
        let userId: string;
        try {
          // The consent line under the form names this policy version; it is stored with the registration.
          const { registerUser } = await import('../../api/register-user');
          userId = await registerUser({ ...body, consent_version: PRIVACY_POLICY_VERSION });
        } catch (e) {
          const status = httpStatusOf(e);
          const message = status === 400 ? CHAT_MESSAGES.registrationInvalid : CHAT_MESSAGES.registrationFailed;
          notifyError(ctx, message, 'chat-registration');
          set({ registering: false });
          return false;
        }
        writeUserData(ctx.storage, { userId, userName: body.name, userPhone: body.phone, timestamp: Date.now() });
        set({ userId, userName: body.name, userPhone: body.phone, hasStoredContact: true, registering: false, historyStatus: 'loaded' });
        ctx.deps.track(CONVERSION_EVENT);
        ctx.connection.announce();
        const pending = get().pendingText;
        set({ pendingText: null });
        // If the socket dropped meanwhile, the text waits in the box rather than being lost.
        if (pending && ctx.outbox.deliver(pending) !== 'sent') set({ draft: pending });
        set({ contactModalOpen: false });
        return true;
      },

      openContactModal: () => set({ contactModalOpen: true }),
      closeContactModal: () => set({ contactModalOpen: false, pendingText: null }),
    };
  };
