export type RenderedEmail = { subject: string; html: string; text: string };

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/** A paragraph as HTML, its web addresses as links; a sentence's closing punctuation stays outside the link. */
function paragraphHtml(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)])/)
    .map((part, i) =>
      i % 2
        ? `<a href="${escapeHtml(part)}" style="color:#4f46e5">${escapeHtml(part)}</a>`
        : escapeHtml(part),
    )
    .join("");
}

/** A plain, accessible email shell: heading, paragraphs and one call-to-action button. */
export function renderEmail(input: {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}): RenderedEmail {
  const body = input.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${paragraphHtml(p)}</p>`)
    .join("");
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(input.action.label)}</a></p><p style="font-size:13px;color:#475569;word-break:break-all">${escapeHtml(input.action.url)}</p>`
    : "";
  const footer = `<p style="font-size:12px;color:#64748b;margin-top:32px">${escapeHtml(input.footer ?? "CRM Pro")}</p>`;
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a;background:#f8fafc;padding:24px"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px"><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(input.heading)}</h1>${body}${button}${footer}</div></body></html>`;
  const text = [
    input.heading,
    "",
    ...input.paragraphs,
    ...(input.action ? ["", `${input.action.label}: ${input.action.url}`] : []),
    "",
    input.footer ?? "CRM Pro",
  ].join("\n");
  return { subject: input.subject, html, text };
}
