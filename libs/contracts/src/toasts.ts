/** How long a toast stays on screen unless it says otherwise (spec: top-right, 4 seconds, closable, pause on hover). */
export const TOAST_MS = 4000;
