import { z } from "zod";

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * The Campaigns page's URL (spec part 3 section 2): the tab and its page of cards, the open campaign and
 * its recipients page, and createNew=true, action=create or selectedLeads (comma-separated lead ids) or
 * selection (a handed-over selection's key) to open the wizard. A value that does not parse is ignored: the page renders as if it were absent.
 */
const schema = z.object({
  tab: z.preprocess(first, z.enum(["all", "sent", "scheduled"]).catch("all")),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(1_000_000).catch(1)),
  campaign: z.preprocess(first, z.uuid().optional().catch(undefined)),
  rpage: z.preprocess(first, z.coerce.number().int().min(1).max(1_000_000).catch(1)),
  createNew: z.preprocess(first, z.string().optional().catch(undefined)),
  action: z.preprocess(first, z.string().optional().catch(undefined)),
  selectedLeads: z.preprocess(
    first,
    z
      .string()
      .max(1_200_000)
      .regex(/^\d{1,18}(,\d{1,18})*$/)
      .optional()
      .catch(undefined),
  ),
  /** A selection too large for the URL, handed over in the tab's session storage under this key. */
  selection: z.preprocess(first, z.uuid().optional().catch(undefined)),
});

export function parseCampaignsPageParams(raw: Record<string, string | string[] | undefined>) {
  const p = schema.parse(raw);
  const selectedLeads = p.selectedLeads
    ? [...new Set(p.selectedLeads.split(","))].slice(0, 100_000).join(",")
    : "";
  return {
    tab: p.tab,
    page: p.page,
    campaignId: p.campaign,
    recipientsPage: p.rpage,
    selectedLeads,
    selectionKey: selectedLeads ? undefined : p.selection,
    openWizard:
      p.createNew === "true" || p.action === "create" || selectedLeads !== "" || p.selection !== undefined,
  };
}
