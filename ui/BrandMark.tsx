import * as s from './BrandMark.css';

/** The word mark's picture: a roof ridge over a chevron, drawn to read at 40 px, in the theme's colours. */
export function BrandMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="10" fill="currentColor" />
      <path
        className={s.ridge}
        d="M8 26 24 12l16 14"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        className={s.chevron}
        d="M14 34l10-8 10 8"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
