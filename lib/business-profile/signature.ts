import { escapeHtml } from "@/lib/email/templates/layout";

/** What a lead sees of the business (a saved profile, or the form's values for the preview). */
export type SignatureProfile = {
  name: string;
  industry?: string | null;
  website?: string | null;
  description?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  country?: string | null;
  linkedin?: string | null;
  twitter?: string | null;
  facebook?: string | null;
};

export type Signature = { text: string; html: string };

const safeHref = (url: string | null | undefined) => (url && /^https?:\/\//i.test(url) ? url : null);

/** One line of address from the parts given, in the usual order. */
export function addressLine(p: SignatureProfile): string {
  const cityLine = [p.city, [p.state, p.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [p.street, cityLine, p.country].filter(Boolean).join(", ");
}

/**
 * The block an outreach message ends with, as text and as HTML (every value escaped, links only to web
 * addresses). Pure: the Preview Profile dialog and the campaign engine render the same signature.
 */
export function outreachSignature(
  profile: SignatureProfile,
  options: { logoUrl?: string | null } = {},
): Signature {
  const socials = (
    [
      ["LinkedIn", profile.linkedin],
      ["Twitter", profile.twitter],
      ["Facebook", profile.facebook],
    ] as const
  ).filter(([, url]) => safeHref(url));
  const address = addressLine(profile);
  const contact = [profile.contactEmail, profile.contactPhone].filter(Boolean) as string[];

  const text = [
    "--",
    profile.name,
    profile.industry ?? "",
    profile.description ?? "",
    contact.join(" | "),
    safeHref(profile.website) ?? "",
    address,
    socials.map(([label, url]) => `${label}: ${url}`).join(" | "),
  ]
    .filter(Boolean)
    .join("\n");

  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#4f46e5">${escapeHtml(label)}</a>`;
  const rows = [
    `<strong style="font-size:15px">${escapeHtml(profile.name)}</strong>`,
    profile.industry ? `<span style="color:#64748b">${escapeHtml(profile.industry)}</span>` : "",
    profile.description ? escapeHtml(profile.description) : "",
    contact.length
      ? [
          profile.contactEmail ? link(`mailto:${profile.contactEmail}`, profile.contactEmail) : "",
          profile.contactPhone ? escapeHtml(profile.contactPhone) : "",
        ]
          .filter(Boolean)
          .join(" · ")
      : "",
    safeHref(profile.website)
      ? link(
          profile.website as string,
          (profile.website as string).replace(/^https?:\/\//i, "").replace(/\/$/, ""),
        )
      : "",
    address ? escapeHtml(address) : "",
    socials.map(([label, url]) => link(url as string, label)).join(" · "),
  ].filter(Boolean);
  const logoSrc =
    options.logoUrl && (safeHref(options.logoUrl) || /^\/(?!\/)/.test(options.logoUrl))
      ? options.logoUrl
      : null;
  const logo = logoSrc
    ? `<td style="padding-right:12px;vertical-align:top"><img src="${escapeHtml(logoSrc as string)}" alt="${escapeHtml(profile.name)} logo" width="64" style="max-width:64px;height:auto;border-radius:6px"></td>`
    : "";
  const html = `<table role="presentation" style="border-top:1px solid #e2e8f0;padding-top:12px;font-family:system-ui,sans-serif;font-size:13px;color:#0f172a"><tr>${logo}<td dir="auto" style="line-height:1.5">${rows.join("<br>")}</td></tr></table>`;
  return { text, html };
}
