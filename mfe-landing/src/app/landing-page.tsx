import { lazy, Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { SiteHeader } from '../features/header/components/site-header';
import { HeroSection } from '../features/hero/components/hero-section';
import { unlessServerRendered, whenNearView } from '../lib/when-near-view';

// Static text (no handlers, no browser state): over server HTML its markup is final and its code is never downloaded.
const AboutSection = lazy(() =>
  unlessServerRendered('about')
    .then(() => import('../features/about/components/about-section'))
    .then((m) => ({ default: m.AboutSection })),
);
const TestimonialsSection = lazy(() =>
  unlessServerRendered('testimonials')
    .then(() => import('../features/testimonials/components/testimonials-section'))
    .then((m) => ({ default: m.TestimonialsSection })),
);
// Below the fold: over server HTML they download and hydrate when the visitor scrolls near them (their markup is
// already on screen); the first paint needs only the header and the hero.
const SiteFooter = lazy(() => whenNearView('footer').then(() => import('../features/footer/components/site-footer')).then((m) => ({ default: m.SiteFooter })));
const PodcastSection = lazy(() => whenNearView('podcasts').then(() => import('../features/podcasts/components/podcast-section')));
const VideoSection = lazy(() => whenNearView('video').then(() => import('../features/video/components/video-section')));
const FeedbackSection = lazy(() => whenNearView('feedback').then(() => import('../features/feedback/components/feedback-section')));
const PartnersCarousel = lazy(() => whenNearView('partners').then(() => import('../features/partners/components/partners-carousel')));

/** Marks its section `data-hydrated` once the section's code has run (rendered, or hydrated over server HTML). */
function HydratedMark({ target }: { target: RefObject<HTMLDivElement | null> }) {
  useEffect(() => target.current?.setAttribute('data-hydrated', ''), [target]);
  return null;
}

function Deferred({ name, minHeight, children }: { name: string; minHeight: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div data-deferred={name} ref={ref}>
      <Suspense fallback={<div className="section-placeholder" style={{ minHeight }} aria-busy="true" />}>
        {children}
        <HydratedMark target={ref} />
      </Suspense>
    </div>
  );
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
        <Deferred name="about" minHeight={420}>
          <AboutSection />
        </Deferred>
        <Deferred name="testimonials" minHeight={900}>
          <TestimonialsSection />
        </Deferred>
        <Deferred name="podcasts" minHeight={640}>
          <PodcastSection />
        </Deferred>
        <Deferred name="video" minHeight={560}>
          <VideoSection />
        </Deferred>
        <Deferred name="feedback" minHeight={520}>
          <FeedbackSection />
        </Deferred>
        <Deferred name="partners" minHeight={220}>
          <PartnersCarousel />
        </Deferred>
      </main>
      <Deferred name="footer" minHeight={260}>
        <SiteFooter />
      </Deferred>
    </div>
  );
}
