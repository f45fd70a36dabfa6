/** Shown while a page's code chunk (/link, /about, admin) downloads; usually a few milliseconds. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
