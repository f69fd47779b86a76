import type { LeadRow } from "@/lib/leads/types";

export function leadJson(lead: LeadRow): Record<string, unknown> {
  return {
    id: lead.id,
    listId: lead.listId,
    platform: lead.platform,
    status: lead.status,
    name: lead.name,
    company: lead.company,
    email: lead.email,
    phone: lead.phone,
    headline: lead.headline,
    location: lead.location,
    address: lead.address,
    url: lead.url,
    scrapedAt: lead.scrapedAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
    data: lead.data,
  };
}

/** A JSON array written one lead at a time. */
export async function* jsonChunks(batches: AsyncIterable<LeadRow[]>): AsyncGenerator<string> {
  let first = true;
  yield "[";
  for await (const batch of batches) {
    let out = "";
    for (const lead of batch) {
      out += `${first ? "\n" : ",\n"}${JSON.stringify(leadJson(lead))}`;
      first = false;
    }
    yield out;
  }
  yield "\n]\n";
}
