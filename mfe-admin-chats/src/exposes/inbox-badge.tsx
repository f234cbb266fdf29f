import '../styles/admin-chats.css';
import { InboxBadge } from '../lib/live-inbox/components/inbox-badge';

export default InboxBadge;
