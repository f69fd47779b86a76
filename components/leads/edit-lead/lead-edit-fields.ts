import type { LeadPlatform } from "@/lib/leads/constants";

export type LeadFieldKind =
  "text" | "url" | "email" | "tel" | "number" | "checkbox" | "textarea" | "json" | "status";

export type LeadFieldDef = {
  /** The spec's field name, also the FormData key and the zod path. */
  name: string;
  label: string;
  kind: LeadFieldKind;
  required?: boolean;
  step?: string;
  hint?: string;
  wide?: boolean;
};

const status: LeadFieldDef = {
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

/** The Edit Lead dialog of each platform (spec part 2 section 3), in the order the form shows them. */
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
    { name: "shared_connection_count", label: "Shared connections", kind: "number", step: "1" },
    { name: "followers_count", label: "Followers", kind: "number", step: "1" },
    { name: "type", label: "Type", kind: "text" },
    status,
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
    { name: "rating", label: "Rating", kind: "number", step: "0.1", hint: "0 to 5; leave empty if unknown." },
    { name: "review_count", label: "Reviews", kind: "number", step: "1" },
    ...days.map(([day, label]): LeadFieldDef => ({
      name: `openhr_${day}`,
      label: `Opening hours ${label}`,
      kind: "text",
    })),
    status,
  ],
  instagram: [
    { name: "full_name", label: "Full name", kind: "text" },
    { name: "username", label: "Username", kind: "text", required: true },
    { name: "ig_url", label: "Instagram URL", kind: "url" },
    { name: "pic_url", label: "Picture URL", kind: "url" },
    status,
    { name: "is_private", label: "Private account", kind: "checkbox" },
  ],
  web: [{ name: "jsonOutput", label: "JSON output", kind: "json", required: true, wide: true }, status],
  ocr: [{ name: "jsonOutput", label: "JSON output", kind: "json", required: true, wide: true }, status],
  crm: [
    { name: "name", label: "Name", kind: "text", required: true },
    { name: "company", label: "Company", kind: "text", required: true },
    { name: "email", label: "Email", kind: "email" },
    { name: "phone", label: "Phone", kind: "tel" },
    { name: "source", label: "Source", kind: "text" },
    status,
    { name: "tags", label: "Tags", kind: "text", hint: "Separate tags with commas.", wide: true },
    { name: "notes", label: "Notes", kind: "textarea", wide: true },
  ],
};
