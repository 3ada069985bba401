/**
 * The association's mark: a shield (the profession's duty of care) in the association's green,
 * ringed in copper (Zambia's), around the white cross of clinical care. It is drawn inline so the
 * header needs no request for it; `images/favicon.svg` is the same drawing.
 */
export function SiteLogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M24 2 43 8.5V23c0 11.6-8 19.8-19 23C13 42.8 5 34.6 5 23V8.5Z" fill="#0b5d3b" />
      <path
        d="M24 6.6 39.4 11.9V23c0 9.4-6.3 16.2-15.4 19.2C14.9 39.2 8.6 32.4 8.6 23V11.9Z"
        fill="none"
        stroke="#e0a526"
        strokeWidth="1.6"
      />
      <path d="M20 12h8v8h8v8h-8v8h-8v-8h-8v-8h8Z" fill="#fff" />
    </svg>
  );
}
