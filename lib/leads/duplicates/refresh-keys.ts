import "server-only";
import type { RawQuery } from "@/db/raw";
import type { EmailEntry, PhoneEntry, PostalAddressParts, SocialProfile } from "../contact/types";
import { matchLeads } from "./match";
import { workspaceMatchKeys } from "./match-keys";

type KeyRow = {
  id: string | number;
  workspace_id: string;
  name: string;
  company: string | null;
  first_name: string | null;
  last_name: string | null;
  emails: EmailEntry[] | string;
  phones: PhoneEntry[] | string;
  socials: SocialProfile[] | string;
  domain: string | null;
  address_parts: PostalAddressParts | string | null;
};

const json = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

/**
 * Recomputes the match keys of some leads from their stored contact columns (after an edit, or for rows
 * that never had keys) in one statement, then records what they now match as candidates for review: an
 * edit or a backfill never merges on its own. `where` selects the rows (`l.` is the leads alias).
 */
export async function refreshMatchKeys(
  query: RawQuery,
  where: { sql: string; params: unknown[] },
): Promise<number> {
  const rows = await query<KeyRow>(
    `select l.id, l.workspace_id, l.name, l.company, l.first_name, l.last_name, l.emails, l.phones, l.socials,
       l.domain, l.address_parts from leads l where ${where.sql}`,
    where.params,
  );
  if (!rows.length) return 0;
  const keys = rows.map((r) => ({
    id: r.id,
    keys: workspaceMatchKeys(r.workspace_id, {
      name: r.name,
      company: r.company,
      firstName: r.first_name,
      lastName: r.last_name,
      emails: json(r.emails),
      phones: json(r.phones),
      socials: json(r.socials),
      domain: r.domain,
      address: r.address_parts ? json(r.address_parts) : null,
    }),
  }));
  await query(
    `update leads set match_keys = array(select jsonb_array_elements_text(v.keys))
     from jsonb_to_recordset($1::jsonb) as v(id bigint, keys jsonb) where leads.id = v.id`,
    [JSON.stringify(keys)],
  );
  const byWorkspace = new Map<string, number[]>();
  for (const r of rows)
    byWorkspace.set(r.workspace_id, [...(byWorkspace.get(r.workspace_id) ?? []), Number(r.id)]);
  for (const [workspaceId, leadIds] of byWorkspace)
    await matchLeads(query, { workspaceId, scope: { leadIds } });
  return rows.length;
}
