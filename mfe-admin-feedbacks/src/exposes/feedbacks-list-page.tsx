import '../styles/admin-feedbacks.css';
import { FeedbacksListPage } from '../features/feedbacks/components/feedbacks-list-page';

export default FeedbacksListPage;
