import '../styles/admin-orders.css';
import { OrdersListPage } from '../features/orders-list/components/orders-list-page';

export default OrdersListPage;
