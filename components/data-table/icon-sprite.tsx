/**
 * Icons a table repeats on every row, drawn once per page: each row says `<TableIcon name="edit" />`
 * (one <use> element) instead of inlining the same SVG paths fifty times. The paths are Lucide's.
 */
const icons = {
  edit: (
    <>
      <path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z" />
      <path d="m15 5 4 4" />
    </>
  ),
  delete: (
    <>
      <path d="M10 11v6M14 11v6M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
    </>
  ),
  view: (
    <>
      <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  sort: <path d="m21 16-4 4-4-4M17 20V4M3 8l4-4 4 4M7 4v16" />,
  "sort-asc": <path d="m5 12 7-7 7 7M12 19V5" />,
  "sort-desc": <path d="M12 5v14M19 12l-7 7-7-7" />,
  first: <path d="m11 17-5-5 5-5M18 17l-5-5 5-5" />,
  prev: <path d="m15 18-6-6 6-6" />,
  next: <path d="m9 18 6-6-6-6" />,
  last: <path d="m6 17 5-5-5-5M13 17l5-5-5-5" />,
  external: <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />,
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
