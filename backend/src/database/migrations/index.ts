import { InitialSchema1795300000000 } from './1795300000000-initial-schema';
import { VisitorChatIndexes1795300003000 } from './1795300003000-visitor-chat-indexes';
import { LandingFeedbackRateIndex1795300004000 } from './1795300004000-landing-feedback-rate-index';
import { SeedPodcastEpisodes1795300004100 } from './1795300004100-seed-podcast-episodes';
import { AdminChats1795300005000 } from './1795300005000-admin-chats';
import { OrderStats1795300006000 } from './1795300006000-order-stats';
import { CaseCard1795300007000 } from './1795300007000-case-card';
import { PrivacyConsent1795300008000 } from './1795300008000-privacy-consent';
import { LiveChat1795300009000 } from './1795300009000-live-chat';

/** Every migration, oldest first. A feature adds its own file and one line here. */
export const MIGRATIONS = [InitialSchema1795300000000, VisitorChatIndexes1795300003000, LandingFeedbackRateIndex1795300004000, SeedPodcastEpisodes1795300004100, AdminChats1795300005000, OrderStats1795300006000, CaseCard1795300007000, PrivacyConsent1795300008000, LiveChat1795300009000];
