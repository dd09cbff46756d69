/** The height of the grid with its toolbar and no rows yet (its loading state). */
export const EMPTY_GRID_HEIGHT = 267;

/** Holds the empty grid's place until the grid mounts (no layout shift when it does). */
export function DataTablePlaceholder() {
  return <div style={{ minHeight: EMPTY_GRID_HEIGHT }} />;
}
