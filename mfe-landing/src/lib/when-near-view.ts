/**
 * Resolves when the element marked `data-deferred="<name>"` comes within `margin` of the viewport. The below-the-fold
 * sections of '/' wait on it before their code downloads: their server HTML is on screen already, and they hydrate
 * when the visitor scrolls towards them. Resolves at once where there is nothing to wait for: on the server, in a
 * client-rendered page (no server HTML yet), or in a browser without IntersectionObserver.
 */
export function whenNearView(name: string, margin = '200px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const el = document.querySelector(`[data-deferred="${name}"]`);
  if (!el || !el.firstElementChild) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(el);
  });
}

/**
 * For a section with nothing to do in the browser (static text, no handlers): over server HTML its markup is final,
 * so its code is never downloaded and React leaves the server markup as it is. In a client-rendered page (no
 * server HTML) it resolves at once and the section renders as usual.
 */
export function unlessServerRendered(name: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const el = document.querySelector(`[data-deferred="${name}"]`);
  if (!el || !el.firstElementChild) return Promise.resolve();
  return new Promise<void>(() => undefined);
}
