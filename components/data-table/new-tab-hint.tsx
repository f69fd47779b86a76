/** The id of the one "(opens in a new tab)" hint that links in cells point to with aria-describedby. */
export const newTabHintId = "dt-new-tab";

/** Rendered once by DataTable. */
export function NewTabHint() {
  return (
    <span id={newTabHintId} hidden>
      (opens in a new tab)
    </span>
  );
}
