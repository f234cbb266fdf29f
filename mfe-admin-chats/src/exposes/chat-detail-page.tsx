import '../styles/admin-chats.css';
import { ChatDetailPage } from '../features/chat-detail/components/chat-detail-page';

export default ChatDetailPage;
