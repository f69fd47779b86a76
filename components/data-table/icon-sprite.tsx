/**
 * Icons a table repeats in its header and pager, drawn once per page: each says `<TableIcon name="sort" />`
 * (one <use> element) instead of inlining the same SVG paths. The paths are Lucide's. Icons in rows come
 * from the table's CSS (`plainCells`).
 */
const icons = {
  sort: <path d="m21 16-4 4-4-4M17 20V4M3 8l4-4 4 4M7 4v16" />,
  "sort-asc": <path d="m5 12 7-7 7 7M12 19V5" />,
  "sort-desc": <path d="M12 5v14M19 12l-7 7-7-7" />,
  first: <path d="m11 17-5-5 5-5M18 17l-5-5 5-5" />,
  prev: <path d="m15 18-6-6 6-6" />,
  next: <path d="m9 18 6-6-6-6" />,
  last: <path d="m6 17 5-5-5-5M13 17l5-5-5-5" />,
};

export type TableIconName = keyof typeof icons;

/** The id of the one "(opens in a new tab)" hint that links in cells point to with aria-describedby. */
export const newTabHintId = "dt-new-tab";

/** Rendered once by DataTable: the symbols and the shared hint. */
export function TableIconSprite() {
  return (
    <>
      <span id={newTabHintId} hidden>
        (opens in a new tab)
      </span>
      <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
        {Object.entries(icons).map(([name, paths]) => (
          <symbol
            key={name}
            id={`dt-${name}`}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {paths}
          </symbol>
        ))}
      </svg>
    </>
  );
}

/**
 * `className=""` inside a table with `plainCells`, which sizes icons in cells itself; the icon is then
 * bare (no aria-hidden: a `<use>` with no title has no accessible content, and its button or link is
 * named by its own label).
 */
export function TableIcon({ name, className = "size-4" }: { name: TableIconName; className?: string }) {
  const use = <use href={`#dt-${name}`} />;
  return className ? (
    <svg aria-hidden="true" className={className}>
      {use}
    </svg>
  ) : (
    <svg>{use}</svg>
  );
}
