import '../styles/admin-chats.css';
import { InboxBadge } from '../features/live-inbox/components/inbox-badge';

export default InboxBadge;
