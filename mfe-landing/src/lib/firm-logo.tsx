interface Props {
  size?: number;
}

/** The firm's mark: scales of justice in a gold-rimmed shield. */
export function FirmLogo({ size = 44 }: Props) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M24 2 43 9v14c0 11.5-8 19.6-19 23C13 42.6 5 34.5 5 23V9z" fill="#0d2547" stroke="#c8a24a" strokeWidth="2.5" />
      <g fill="none" stroke="#e6c77a" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M24 12v22M17 34h14M14 17h20" />
        <path d="M14 17l-4.5 9h9zM34 17l-4.5 9h9z" />
      </g>
      <circle cx="24" cy="12" r="2.2" fill="#e6c77a" />
    </svg>
  );
}
