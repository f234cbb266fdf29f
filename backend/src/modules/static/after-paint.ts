/**
 * '/' with server HTML needs no JavaScript to paint, so none starts before it has painted: the shell's entry and the
 * route's preload hints (listed in `#after-paint-preload`) are added once the first frame is on screen. This script
 * stands in for the shell's `<script defer src=/main.js>` on that page; it is served from this origin (the CSP allows
 * no inline script) and is a few hundred bytes.
 */
export const AFTER_PAINT_PATH = '/after-paint.js';

export const AFTER_PAINT_SCRIPT = `(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  var started = false;
  // One element per task: adding a request costs the main thread ~10 ms at a phone's speed, ten at once made a long task.
  function next(hints) {
    var h = hints.shift();
    if (!h) return;
    var link = document.createElement('link');
    link.rel = 'preload';
    link.href = h.href;
    link.as = h.as;
    if (h.crossorigin) link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
    setTimeout(next, 0, hints);
  }
  function start() {
    if (started || !entry) return;
    started = true;
    var hints = [];
    try { hints = JSON.parse((document.getElementById('after-paint-preload') || {}).textContent || '[]'); } catch (e) { hints = []; }
    // The entry first (the longest chain starts with it), then the route's files while it downloads.
    var script = document.createElement('script');
    script.src = entry;
    document.head.appendChild(script);
    setTimeout(next, 0, hints);
  }
  // After the frame with the server HTML has been painted; a tab opened in the background gets no frames: start anyway.
  requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 0); }); });
  setTimeout(start, 1500);
})();
`;

/** Swaps the shell's deferred entry script for the after-paint loader, keeping the entry's URL. */
export function withAfterPaintEntry(page: string, hints: PreloadHint[]): string {
  const json = JSON.stringify(hints).replace(/</g, '\\u003c');
  return page
    .replace(/<script defer(?:="defer")? src="?([^" >]+)"?><\/script>/, (_m, src: string) => `<script defer src="${AFTER_PAINT_PATH}" data-entry="${src}"></script>`)
    .replace('</head>', () => `<script id="after-paint-preload" type="application/json">${json}</script></head>`);
}

export interface PreloadHint {
  href: string;
  as: 'script' | 'style' | 'fetch';
  crossorigin?: boolean;
}
