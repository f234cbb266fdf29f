import '../styles/admin-feedbacks.css';
import { FeedbackDetailPage } from '../features/feedbacks/components/feedback-detail-page';

export default FeedbackDetailPage;
