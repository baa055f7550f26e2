/** The frame's line icons (24×24, stroked in the text colour), drawn inline so they cost no request. */
const PATHS = {
  home: 'M3 10.5 12 3l9 7.5M5 9v11h5v-6h4v6h5V9',
  motor: 'M5 17H3.5v-4.5L6 7h10.5l3 5.5H21V17h-1.5M8.5 17h6M3.5 12.5h17M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  travel: 'M21 15.5v-2l-8-5V4a1.5 1.5 0 0 0-3 0v4.5l-8 5v2l8-2.5v4.5L8 19v1.5l3.5-1 3.5 1V19l-2-1.5V13l8 2.5Z',
  home_line: 'M4 11 12 4l8 7M6 9.5V20h12V9.5M10 20v-5h4v5',
  medical: 'M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10ZM12 10.5v5M9.5 13h5',
  personalAccident: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3ZM9 12l2 2 4-4',
  claims: 'M7 3h7l4 4v14H7V3Zm7 0v4h4M10 12h5M10 15.5h5M10 8.5h2',
  lababak: 'M14.7 6.3a4 4 0 0 0-5.4 5.1L4 16.7 7.3 20l5.3-5.3a4 4 0 0 0 5.1-5.4l-2.4 2.4-2.3-.6-.6-2.3 2.3-2.5Z',
  offers: 'M3 12V4h8l9.3 9.3a1.6 1.6 0 0 1 0 2.3l-5.7 5.7a1.6 1.6 0 0 1-2.3 0L3 12ZM7.5 7.5h.01',
  contactUs: 'M4 5h16v11H8l-4 4V5ZM8 9.5h8M8 12.5h5',
  findUs: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21ZM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 20a7.5 7.5 0 0 1 15 0',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  mail: 'M3.5 6h17v12h-17V6Zm0 0 8.5 7 8.5-7',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2',
  cheque: 'M3 6h18v12H3V6Zm3 4h7M6 14h4M15.5 14h2.5',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  directions: 'M12 2.5 21.5 12 12 21.5 2.5 12 12 2.5ZM9 14v-2.5a1.5 1.5 0 0 1 1.5-1.5H15M13 8l2 2-2 2',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`shrink-0 ${className}`} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}

/** The company's mark: a shield with a check, in the accent colour (the same drawing as app/icon.svg). */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={`shrink-0 ${className}`}>
      <rect width="32" height="32" rx="8" fill="#f59e0b" />
      <path d="M16 6 8.5 9v6.2c0 4.8 3.2 8.9 7.5 10.8 4.3-1.9 7.5-6 7.5-10.8V9L16 6Z" fill="#084a8c" />
      <path d="m12.3 15.8 2.7 2.7 5-5" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
