import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES, type AdminChatDetails } from '@law/contracts';

// The modal (delivery form, postal search) is fetched only when the admin opens it.
const CreateOrderModal = lazy(() =>
  import('../../../lib/create-order/components/create-order-modal').then((m) => ({ default: m.CreateOrderModal })),
);

interface Props {
  chat: AdminChatDetails['chat'];
  user: AdminChatDetails['user'];
  onCreated: (orderId: number) => void;
}

/** 'Створити замовлення', or 'Переглянути замовлення' once the chat has an order. */
export function OrderButton({ chat, user, onCreated }: Props) {
  const [open, setOpen] = useState(false);
  if (chat.orders) {
    return (
      <Link className="btn btn-primary btn-small" to={ROUTES.adminOrder(chat.orders.id)}>
        Переглянути замовлення
      </Link>
    );
  }
  return (
    <>
      <button type="button" className="btn btn-primary btn-small" onClick={() => setOpen(true)}>
        Створити замовлення
      </button>
      {open && (
        <Suspense fallback={null}>
          <CreateOrderModal
            chat={chat}
            user={user}
            onClose={() => setOpen(false)}
            onCreated={(orderId) => {
              setOpen(false);
              onCreated(orderId);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
