import type { LeadListKind, LeadPlatform } from "./constants";
import type {
  ContactProvenance,
  EmailEntry,
  EmailVerificationStatus,
  PhoneEntry,
  PostalAddressParts,
  SocialProfile,
} from "@/db/schema/contact-types";

/** The contact record's fields beyond name, company, email and phone (lib/leads/contact/). */
export type LeadContactFields = {
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  /** Primary first; `email` is the primary as the source gave it. */
  emails: EmailEntry[];
  emailStatus: EmailVerificationStatus | null;
  /** Primary first; `phone` is the primary as the source gave it. */
  phones: PhoneEntry[];
  phoneE164: string | null;
  website: string | null;
  domain: string | null;
  socials: SocialProfile[];
  addressParts: PostalAddressParts | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: string | null;
  tags: string[];
  notes: string | null;
  customFields: Record<string, string>;
  provenance: ContactProvenance;
};

/** A custom field the workspace defines: its key in `customFields` and the label its users gave it. */
export type CustomFieldDefinition = { key: string; label: string };

/** A source's whole answer for a lead that already existed (Find contacts), kept as it came. */
export type FoundRecord = { platform: LeadPlatform; record: Record<string, unknown>; foundAt: Date };

/** One row of the Leads table (All Leads, By Source, list detail); `data` holds the platform's other fields. */
export type LeadRow = {
  id: number;
  listId: string;
  platform: LeadPlatform;
  /** Stored upper-case; show it as is. */
  status: string;
  /** Empty for web and OCR leads, which show a View button instead. */
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  /** linkedin only */
  headline: string | null;
  /** linkedin only */
  location: string | null;
  /** maps only */
  address: string | null;
  url: string | null;
  /** The source's own record (platform fields by spec name: profile_pic_url, rating, jsonOutput, ...); read-only. */
  data: Record<string, unknown>;
  scrapedAt: Date;
  updatedAt: Date;
} & LeadContactFields;

/**
 * What a row of the Leads table shows: the contact columns, no `data` JSON (View and Edit fetch the lead). One
 * list for the type, the query's columns (lead-select.ts) and the order of a row's tuple (lead-row-view.ts).
 */
export const leadSummaryFields = [
  "id",
  "name",
  "company",
  "title",
  "email",
  "emailStatus",
  "phone",
  "website",
  "tags",
  "platform",
  "status",
  "url",
  "headline",
  "location",
  "address",
  "scrapedAt",
  "updatedAt",
] as const satisfies readonly (keyof LeadRow)[];

export type LeadSummary = Pick<LeadRow, (typeof leadSummaryFields)[number]>;

/** One row of the By File table and the list-detail header. */
export type LeadListRow = {
  id: string;
  name: string;
  description: string | null;
  /** Null for a curated list mixing platforms. */
  platform: LeadPlatform | null;
  kind: LeadListKind;
  status: string;
  leadsCount: number;
  scrapeDetails: Record<string, unknown> | null;
  createdAt: Date;
  updatedAt: Date;
};

/** A row of By File: the list, and the campaigns still waiting to start on it (names, soonest first). */
export type LeadListTableRow = LeadListRow & { waitingCampaigns: string[] | null };

/** Exact up to 1,000 matches; otherwise the planner's estimate, shown as "about N". */
export type Total = { count: number; exact: boolean };

export type PageInfo = {
  /** 1-based page number as the URL says (for a cursor page it is carried along, not computed). */
  page: number;
  perPage: number;
  /** "Showing X to Y": 1-based positions; 0 and 0 for an empty page. */
  from: number;
  to: number;
  hasPrev: boolean;
  hasNext: boolean;
  /** Put into the URL's `cursor` (with page ± 1) for the neighbouring pages. */
  prevCursor: string | null;
  nextCursor: string | null;
  /** True when this page was reached by "last" (reversed sort): from/to count from the end. */
  isLast: boolean;
};

export type Page<Row> = { rows: Row[]; total: Total; pageInfo: PageInfo };
export type RowsPage<Row> = { rows: Row[]; pageInfo: PageInfo };

/** What the pagination bar prints: "Showing X to Y of Z" and "Page N of M". */
export type PageSummary = { showing: string; pageLabel: string; pageCount: number };

export type SkippedRow = { row: number; reason: string };

/** The result of one upload (CSV or JSON); row numbers count the header as row 1, like a spreadsheet. */
export type ImportResult = {
  imported: number;
  /** At most 100,000 entries; `skippedCount` is exact. */
  skipped: SkippedRow[];
  skippedCount: number;
  /** Rows not stored because their email is already in the workspace or earlier in the file (at most 100,000). */
  duplicates: number[];
  duplicateCount: number;
  /** Of the imported rows, how many were certain duplicates merged into a lead already there (or an earlier row). */
  merged: number;
  /** Pairs of an imported lead and another that look alike but are not certain: they wait for review. */
  possibleDuplicates: number;
  /** The `import` list holding the new leads; null when nothing was imported (no empty list is created). */
  listId: string | null;
  listName: string | null;
};
