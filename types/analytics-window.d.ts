// The analytics globals mfe-chat's lib/track-event.ts declares, for the specs that read them (they see that module
// only through its declaration output).
interface Window {
  dataLayer?: Array<Record<string, unknown>>;
  gtag?: (...args: unknown[]) => void;
}
