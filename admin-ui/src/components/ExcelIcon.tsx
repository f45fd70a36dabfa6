/** The spreadsheet glyph on the Export button. */
export function ExcelIcon() {
  return (
    <svg className="admin-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 2h8l4 4v12H4zm7 1.5V7h3.5zM6.3 9l2 3-2 3h1.6l1.2-2 1.2 2h1.6l-2-3 2-3h-1.6l-1.2 2-1.2-2z"
      />
    </svg>
  );
}
