import { z } from "zod";
import { findContactsMessages } from "./messages";

/** Find contacts on a selection of leads (their ids) or on a list; the server picks the leads to search. */
export const findContactsSchema = z.union(
  [
    z.object({
      leadIds: z
        .array(z.coerce.number().int().positive())
        .min(1, findContactsMessages.chooseLeads)
        .max(1000, "Select up to 1,000 leads at once."),
    }),
    z.object({ listId: z.uuid(findContactsMessages.listNotFound) }),
  ],
  { error: findContactsMessages.chooseLeads },
);
export type FindContactsInput = z.infer<typeof findContactsSchema>;

/** What the action answers: the run to follow (null when nothing could be searched) and the counts. */
export type FindContactsOutcome = { runId: string | null; sites: number; skipped: number; overCap: number };
