import '../styles/admin-orders.css';
import { OrderDetailPage } from '../features/order-detail/components/order-detail-page';

export default OrderDetailPage;
