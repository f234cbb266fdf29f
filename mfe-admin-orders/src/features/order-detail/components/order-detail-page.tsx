import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ORDER_COMMENT_MAX, ORDER_MESSAGES, ROUTES, type OrderDetails } from '@law/contracts';
import { AuditHistory, ClientMailCard, EditableTextCard, scrapeChatMails } from '@law/ui';
import { DeleteOrderDialog } from './delete-order-dialog';
import { deleteOrder } from '../api/delete-order';
import { useOrderDetails } from '../hooks/use-order-details';
import { parseOrderId } from '../lib/order-fields';
import { updateOrderComment } from '../api/update-comment';
import { DeliveryCard } from './delivery-card';
import { InvoiceSmsCard } from './invoice-sms-card';
import { OrderFieldsCard } from './order-fields-card';
import { OrderHeader } from './order-header';
import { UserCard } from './user-card';

interface Props {
  /** The documents section (another feature), composed in by `exposes/order-detail-page.tsx`. */
  documents?: (details: OrderDetails, reload: () => void) => ReactNode;
}

/** /admin/dashboard/orders/:orderId */
export function OrderDetailPage({ documents }: Props) {
  const { orderId: rawId } = useParams();
  const orderId = parseOrderId(rawId);
  const navigate = useNavigate();
  const { details, loading, error, reload, applyOrder, applyChat } = useOrderDetails(orderId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const back = (
    <Link to={ROUTES.adminOrders} className="order-back">
      ← До списку замовлень
    </Link>
  );
  if (loading) {
    return (
      <div className="orders-page">
        {back}
        <p className="muted" role="status">
          {ORDER_MESSAGES.loading}
        </p>
      </div>
    );
  }
  if (!details) {
    return (
      <div className="orders-page">
        {back}
        <p className="form-error" role="alert">
          {error ?? ORDER_MESSAGES.detailsError}
        </p>
      </div>
    );
  }

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteOrder(details.order.id);
      navigate(ROUTES.adminOrders);
    } catch (e) {
      console.error('Не вдалося видалити замовлення', e);
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  const checkMail = async () => {
    try {
      await scrapeChatMails(details.chat.id);
    } catch (e) {
      console.error('Не вдалося перевірити пошту', e);
    }
    await reload();
  };

  return (
    <div className="orders-page order-detail">
      {back}
      <OrderHeader details={details} onCheckMail={checkMail} onDelete={() => setConfirmDelete(true)} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="order-grid">
        <div className="order-col">
          <UserCard user={details.user} />
          <InvoiceSmsCard details={details} onSent={reload} />
          <DeliveryCard details={details} onSaved={applyOrder} />
        </div>
        <div className="order-col order-col-wide">
          <OrderFieldsCard details={details} onOrder={applyOrder} onDocument={(document) => applyChat({ document })} />
          <EditableTextCard
            className="order-card"
            title="Коментар"
            label="Коментар до замовлення"
            value={details.chat.comment ?? ''}
            placeholder="Нотатки щодо справи"
            maxLength={ORDER_COMMENT_MAX}
            save={(comment) => updateOrderComment(details.order.id, { comment })}
            onSaved={(comment) => applyChat({ comment })}
          />
        </div>
      </div>
      <ClientMailCard
        className="order-card"
        title="Пошта від користувача"
        view="tiles"
        chatId={details.chat.id}
        mail={details.chat.mail_data}
        onChange={(mail_data) => applyChat({ mail_data })}
      />
      {documents?.(details, () => void reload())}
      <AuditHistory orderId={details.order.id} refreshKey={details} />
      {confirmDelete && (
        <DeleteOrderDialog order={details.order} deleting={deleting} onConfirm={remove} onCancel={() => setConfirmDelete(false)} />
      )}
    </div>
  );
}
