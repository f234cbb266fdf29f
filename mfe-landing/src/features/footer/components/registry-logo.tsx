/** Our own badge for the link to the national bar registry: a pictogram and the registry's name. */
export function RegistryLogo() {
  return (
    <span className="registry-badge">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <path d="M4 24h20M6 21V11M11 21V11M17 21V11M22 21V11M3 10l11-6 11 6z" fill="none" stroke="#e6c77a" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span className="registry-text">
        <span className="registry-title">Єдиний реєстр</span>{' '}
        <span className="registry-sub">адвокатів України</span>
      </span>
    </span>
  );
}
