declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
    gtag?: (...args: unknown[]) => void;
  }
}

/** Analytics hook-up: Google Tag Manager's dataLayer and gtag, each only when the page has it. */
export function trackEvent(event: string): void {
  if (typeof window === 'undefined') return;
  try {
    if (Array.isArray(window.dataLayer)) window.dataLayer.push({ event });
    if (typeof window.gtag === 'function') window.gtag('event', event);
  } catch (e) {
    // A broken third-party tag must never break the chat.
    console.error('analytics', e);
  }
}
