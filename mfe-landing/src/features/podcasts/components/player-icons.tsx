/** Player glyphs: decorative, the buttons carry the accessible names. */
const base = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const PlayIcon = () => (
  <svg {...base}><path fill="currentColor" d="M8 5.5v13l11-6.5z" /></svg>
);
export const PauseIcon = () => (
  <svg {...base}><path fill="currentColor" d="M7 5h4v14H7zM13 5h4v14h-4z" /></svg>
);
export const PrevIcon = () => (
  <svg {...base}><path fill="currentColor" d="M6 5h2v14H6zM20 5v14L9 12z" /></svg>
);
export const NextIcon = () => (
  <svg {...base}><path fill="currentColor" d="M16 5h2v14h-2zM4 5v14l11-7z" /></svg>
);
export const VolumeIcon = () => (
  <svg {...base}><path fill="currentColor" d="M4 9h4l5-4v14l-5-4H4zM16 8.5a5 5 0 0 1 0 7l-1.4-1.4a3 3 0 0 0 0-4.2zM18.5 6a8.5 8.5 0 0 1 0 12l-1.4-1.4a6.5 6.5 0 0 0 0-9.2z" /></svg>
);
export const MutedIcon = () => (
  <svg {...base}><path fill="currentColor" d="M4 9h4l5-4v14l-5-4H4zM16.3 9.7l1.4-1.4 2 2 2-2 1.4 1.4-2 2 2 2-1.4 1.4-2-2-2 2-1.4-1.4 2-2z" /></svg>
);
