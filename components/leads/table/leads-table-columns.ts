import type { LeadTableColumnId } from "@/lib/leads/table-columns";
import type { LeadSortColumn } from "@/lib/leads/validations";

/** Every column of the table: the fixed Select, No. and Actions around the user's columns. */
export type LeadColumnId = "select" | "no" | "actions" | LeadTableColumnId;

/** Column widths and alignment, by column id (the header and the cells share them). */
export const leadColumnClassNames: Partial<Record<LeadColumnId, string>> = {
  select: "w-10",
  no: "w-12",
  actions: "w-24",
};

export const leadSortableColumns: Partial<Record<LeadColumnId, LeadSortColumn>> = {
  name: "name",
  platform: "platform",
  status: "status",
  url: "url",
  headline: "headline",
  location: "location",
  address: "address",
  scrapedAt: "scrapedAt",
  updatedAt: "updatedAt",
};
