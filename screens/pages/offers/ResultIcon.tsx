/** The big round icon of a result page. Decorative. */
export function ResultIcon({ kind }: { kind: 'success' | 'warning' | 'error' }) {
  const color = kind === 'success' ? '#22c55e' : kind === 'warning' ? '#eab308' : '#f43f5e';
  return (
    <svg className="result-icon" width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="26" fill="none" stroke={color} strokeWidth="2.5" opacity="0.9" />
      {kind === 'success' && <path d="m17 29 7 7 15-16" fill="none" stroke={color} strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />}
      {kind === 'warning' && <path d="M28 15v17M28 39v1" stroke={color} strokeWidth="3.5" strokeLinecap="round" />}
      {kind === 'error' && <path d="m19 19 18 18M37 19 19 37" stroke={color} strokeWidth="3.5" strokeLinecap="round" />}
    </svg>
  );
}
