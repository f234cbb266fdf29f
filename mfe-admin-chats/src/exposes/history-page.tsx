import '../styles/admin-chats.css';
import { HistoryPage } from '../features/history/components/history-page';

export default HistoryPage;
