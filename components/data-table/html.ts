/**
 * HTML built as strings, for table rows rendered through `dangerouslySetInnerHTML` (components/leads/
 * lead-rows.tsx). Every interpolated value is escaped unless it is itself `Html` built here, so a
 * lead's name or URL (scraped, attacker-controlled text) can never become markup.
 */
const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
const escapable = /[&<>"']/g;

export function escapeHtml(value: string): string {
  return value.replace(escapable, (c) => escapes[c]!);
}

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = Html | string | number | null | undefined | false;

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof Html) return value.value;
  return escapeHtml(String(value));
}

/** `html\`<b>${name}</b>\``: the literal parts are trusted, every value is escaped (or joined, for arrays). */
export function html(strings: TemplateStringsArray, ...values: (HtmlValue | HtmlValue[])[]): Html {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    out += (Array.isArray(value) ? value.map(render).join("") : render(value)) + strings[i + 1]!;
  }
  return new Html(out);
}
