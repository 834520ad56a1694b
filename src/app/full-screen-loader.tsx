export function FullScreenLoader() {
  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      <div className="spinner" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
