/** The Ridgeline mark: a roof ridge over a chevron, drawn to read at 40 px. */
export function BrandMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="10" fill="currentColor" />
      <path
        d="M8 26 24 12l16 14"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M14 34l10-8 10 8"
        fill="none"
        stroke="#f2a516"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
