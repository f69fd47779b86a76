import { MAX_SITES_PER_RUN } from "../web/site-list";

/** Client-safe: what Find contacts says. */
export const findContactsSubject = "Find contacts";

const leadsWord = (n: number) => `${n.toLocaleString("en-US")} lead${n === 1 ? "" : "s"}`;

export const findContactsMessages = {
  chooseLeads: "Select leads or a list to find contacts for.",
  listNotFound: "List not found.",
  skipped: (n: number) => `${leadsWord(n)} skipped (no website, or an email already).`,
  nothingToSearch: (skipped: number) =>
    `No lead to search: ${leadsWord(skipped)} skipped (no website, or an email already). Nothing was charged.`,
  started: (sites: number) =>
    `Finding contacts on ${sites.toLocaleString("en-US")} website${sites === 1 ? "" : "s"} (up to ${sites.toLocaleString("en-US")} credit${sites === 1 ? "" : "s"}, one for each lead that gains contacts).`,
  overCap: (n: number) =>
    `${leadsWord(n)} more over the ${MAX_SITES_PER_RUN}-site limit of one run: run Find contacts again for them.`,
} as const;
