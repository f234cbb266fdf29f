import { lazy, Suspense, type ReactNode } from 'react';
import '../landing.css';
import { SiteHeader } from '../features/header/components/site-header';
import { HeroSection } from '../features/hero/components/hero-section';
import { AboutSection } from '../features/about/components/about-section';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';
import { SiteFooter } from '../features/footer/components/site-footer';

// Below the fold: split off so the first paint needs only the header, hero and text blocks.
const PodcastSection = lazy(() => import('../features/podcasts/components/podcast-section'));
const VideoSection = lazy(() => import('../features/video/components/video-section'));
const FeedbackSection = lazy(() => import('../features/feedback/components/feedback-section'));
const PartnersCarousel = lazy(() => import('../features/partners/components/partners-carousel'));

function Deferred({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  return <Suspense fallback={<div className="section-placeholder" style={{ minHeight }} aria-busy="true" />}>{children}</Suspense>;
}

export default function LandingPage() {
  return (
    <div className="landing">
      <a className="skip-link" href="#landing-main">
        Перейти до змісту
      </a>
      <SiteHeader />
      <main id="landing-main">
        <HeroSection />
        <AboutSection />
        <TestimonialsSection />
        <Deferred minHeight={640}>
          <PodcastSection />
        </Deferred>
        <Deferred minHeight={560}>
          <VideoSection />
        </Deferred>
        <Deferred minHeight={520}>
          <FeedbackSection />
        </Deferred>
        <Deferred minHeight={220}>
          <PartnersCarousel />
        </Deferred>
      </main>
      <SiteFooter />
    </div>
  );
}
