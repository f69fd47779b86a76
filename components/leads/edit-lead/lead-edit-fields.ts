import type { LeadPlatform } from "@/lib/leads/constants";

export type LeadFieldKind =
  "text" | "url" | "email" | "tel" | "number" | "checkbox" | "textarea" | "json" | "status";

export type LeadFieldDef = {
  /** The spec's field name (a contact field's FormData key and zod path). */
  name: string;
  label: string;
  kind: LeadFieldKind;
  required?: boolean;
  hint?: string;
  wide?: boolean;
};

export const leadStatusField: LeadFieldDef = {
  name: "status",
  label: "Status",
  kind: "status",
  hint: "Shown in capitals, e.g. NEW, ACTIVE, DONE.",
};
const days = [
  ["mon", "Monday"],
  ["tue", "Tuesday"],
  ["wed", "Wednesday"],
  ["thu", "Thursday"],
  ["fri", "Friday"],
  ["sat", "Saturday"],
  ["sun", "Sunday"],
] as const;

/**
 * Each platform's own fields (spec part 2 section 3), in order: the source record Edit Lead shows
 * read-only beside the contact form.
 */
export const leadEditFields: Record<LeadPlatform, readonly LeadFieldDef[]> = {
  linkedin: [
    { name: "name", label: "Name", kind: "text", required: true },
    { name: "headline", label: "Headline", kind: "text", wide: true },
    { name: "location", label: "Location", kind: "text" },
    { name: "profile_url", label: "Profile URL", kind: "url" },
    { name: "profile_pic_url", label: "Profile picture URL", kind: "url" },
    { name: "public_identifier", label: "Public identifier", kind: "text" },
    { name: "network_distance", label: "Network distance", kind: "text" },
    { name: "keywatch_match", label: "Keyword match", kind: "text" },
    { name: "shared_connection_count", label: "Shared connections", kind: "number" },
    { name: "followers_count", label: "Followers", kind: "number" },
    { name: "type", label: "Type", kind: "text" },
    leadStatusField,
    { name: "verified", label: "Verified", kind: "checkbox" },
    { name: "premium", label: "Premium", kind: "checkbox" },
  ],
  maps: [
    { name: "name", label: "Name", kind: "text", required: true },
    { name: "category", label: "Category", kind: "text" },
    { name: "address", label: "Address", kind: "text", wide: true },
    { name: "phone_no", label: "Phone", kind: "tel" },
    { name: "website_link", label: "Website", kind: "url" },
    { name: "maps_link", label: "Maps link", kind: "url" },
    { name: "rating", label: "Rating", kind: "number" },
    { name: "review_count", label: "Reviews", kind: "number" },
    ...days.map(([day, label]): LeadFieldDef => ({
      name: `openhr_${day}`,
      label: `Opening hours ${label}`,
      kind: "text",
    })),
    leadStatusField,
  ],
  instagram: [
    { name: "full_name", label: "Full name", kind: "text" },
    { name: "username", label: "Username", kind: "text", required: true },
    { name: "ig_url", label: "Instagram URL", kind: "url" },
    { name: "pic_url", label: "Picture URL", kind: "url" },
    leadStatusField,
    { name: "is_private", label: "Private account", kind: "checkbox" },
  ],
  web: [
    { name: "jsonOutput", label: "JSON output", kind: "json", required: true, wide: true },
    leadStatusField,
  ],
  ocr: [
    { name: "jsonOutput", label: "JSON output", kind: "json", required: true, wide: true },
    leadStatusField,
  ],
  crm: [
    { name: "name", label: "Name", kind: "text", required: true },
    { name: "company", label: "Company", kind: "text", required: true },
    { name: "email", label: "Email", kind: "email" },
    { name: "phone", label: "Phone", kind: "tel" },
    { name: "source", label: "Source", kind: "text" },
    leadStatusField,
    { name: "tags", label: "Tags", kind: "text", hint: "Separate tags with commas.", wide: true },
    { name: "notes", label: "Notes", kind: "textarea", wide: true },
  ],
};
