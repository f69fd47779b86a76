/**
 * Escaping for HTML built as strings: table rows rendered through `dangerouslySetInnerHTML`
 * (components/leads/lead-row-html.ts). The same entities as React's server renderer, so a string row
 * and a React row of the same text are the same bytes; scraped, attacker-controlled text such as a lead's
 * name or URL can never become markup, in text or in a quoted attribute value.
 */
const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};
const escapable = /[&<>"']/g;
const needsEscaping = /[&<>"']/;

export function escapeHtml(value: string): string {
  // Most values have nothing to escape; testing first spares them a replace and its new string.
  return needsEscaping.test(value) ? value.replace(escapable, (c) => escapes[c]!) : value;
}
