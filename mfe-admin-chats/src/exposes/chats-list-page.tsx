import '../styles/admin-chats.css';
import { ChatsListPage } from '../features/chats-list/components/chats-list-page';

export default ChatsListPage;
