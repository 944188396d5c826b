/** The product's mark: a price path inside its range band. Decorative. */
export function BrandMark({ size = 22 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="22" height="22" rx="6" fill="#0f1a2e" stroke="#2563eb" />
      <path d="M4 15.5 L20 7.5" stroke="#22c55e" strokeWidth="1.2" strokeDasharray="2 2" />
      <path d="M4 19 L20 11" stroke="#f43f5e" strokeWidth="1.2" strokeDasharray="2 2" />
      <path d="M4 17 L8 14.5 L11 16 L14 11.5 L17 12.5 L20 9.5" fill="none" stroke="#e9edf3" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
