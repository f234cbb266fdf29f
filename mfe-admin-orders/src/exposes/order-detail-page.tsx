import '../styles/admin-orders.css';
import { DocumentsSection } from '../features/documents/components/documents-section';
import { OrderDetailPage as Page } from '../features/order-detail/components/order-detail-page';

/** The order page with its documents section: the two features meet here, not inside each other. */
export function OrderDetailPage() {
  return <Page documents={(details, reload) => <DocumentsSection details={details} onChanged={reload} />} />;
}

export default OrderDetailPage;
