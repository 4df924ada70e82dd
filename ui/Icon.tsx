import type { SVGProps } from 'react';

/** Line icons drawn for this site (24×24, stroke follows currentColor). */
const paths: Record<string, string> = {
  repair: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18v3h3l6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z',
  replacement: 'M3 11 12 4l9 7M5 10v10h14V10M9 20v-6h6v6',
  storm: 'M7 15a5 5 0 1 1 1.6-9.7A6 6 0 0 1 20 9a4 4 0 0 1-1 7.9M12 13l-2 4h4l-2 4',
  inspection: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm10 17-5-5M8 11l2 2 4-4',
  install: 'M2 12 12 3l10 9M6 10v10h12V10M10 14h4',
  emergency: 'M12 3 2 20h20L12 3zm0 6v5m0 3v.5',
  metal: 'M3 10 12 3l9 7M4 10v10M8 10v10M12 10v10M16 10v10M20 10v10',
  shingle: 'M3 9h18M3 14h18M3 19h18M7 9v5M15 9v5M11 14v5M19 14v5M3 9l9-6 9 6',
  flat: 'M3 10h18v8H3zM3 10l2-3h14l2 3M7 14h2M15 14h2',
  commercial: 'M4 21V7l8-4 8 4v14M9 21v-5h6v5M8 10h2M14 10h2',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3zm-3 9 2 2 4-4',
  star: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9L12 3z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2',
  dollar: 'M12 3v18M16 7.5c0-1.7-1.8-3-4-3s-4 1.3-4 3 1.8 2.6 4 3 4 1.3 4 3-1.8 3-4 3-4-1.3-4-3',
  home: 'M3 11 12 4l9 7v9H3v-9zm6 9v-6h6v6',
  hammer: 'M14 6 18 2l4 4-4 4M16 8 5 19l-2-2L14 6',
  check: 'M20 6 9 17l-5-5',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  chevronDown: 'm6 9 6 6 6-6',
  chevronRight: 'm9 6 6 6-6 6',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zm0-8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  arrowRight: 'M5 12h14m-6-6 6 6-6 6',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z',
};

export type IconName = keyof typeof paths;

export function Icon({ name, size = 24, ...rest }: { name: string; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={paths[name] ?? paths.check} />
    </svg>
  );
}
