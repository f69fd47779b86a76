import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import {
  campaignDeliveries,
  campaigns,
  leadLists,
  leads,
  sendingIdentities,
  suppressions,
} from "@/db/schema";
import { saveBusinessProfile } from "@/lib/business-profile/queries";
import { businessProfileSchema } from "@/lib/business-profile/validations";
import { createResendChannel } from "@/lib/campaigns/channels/email";
import { rowsOf } from "@/lib/campaigns/rows";
import { createCampaign } from "@/lib/campaigns/lifecycle";
import { createCampaignSchema } from "@/lib/campaigns/validations";
import type { FakeResend } from "@/tests/fakes/resend";
import { createTenant, type Tenant } from "../leads/support";

export { createTenant, type Tenant };

export type Recipient = {
  name: string;
  email?: string | null;
  company?: string;
  emailStatus?: "valid" | "risky" | "invalid" | "unknown" | "unchecked";
};

/** A list of CRM leads in the tenant's workspace, inserted as given (order kept). */
export async function createList(tenant: Tenant, recipients: Recipient[]): Promise<string> {
  const db = await getDb();
  const [list] = await db
    .insert(leadLists)
    .values({
      workspaceId: tenant.workspaceId,
      name: `List ${Math.random()}`,
      kind: "import",
      platform: "crm",
      leadsCount: recipients.length,
    })
    .returning({ id: leadLists.id });
  if (recipients.length > 0) {
    await db.insert(leads).values(
      recipients.map((r) => ({
        workspaceId: tenant.workspaceId,
        listId: list!.id,
        platform: "crm" as const,
        name: r.name,
        email: r.email ?? null,
        emailStatus: r.emailStatus ?? null,
        company: r.company ?? null,
      })),
    );
  }
  return list!.id;
}

export function people(n: number, domain = "example.org"): Recipient[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `Person ${i} Last`,
    email: `p${i}@${domain}`,
    company: `Co ${i}`,
  }));
}

/** Harbour & Co, with a postal address: the business profile whose signature ends every email. */
export async function saveHarbourProfile(tenant: Tenant): Promise<void> {
  await saveBusinessProfile({
    workspaceId: tenant.workspaceId,
    userId: tenant.userId,
    input: businessProfileSchema.parse({
      name: "Harbour & Co",
      industry: "Consulting",
      contactEmail: "hello@harbour.example",
      street: "1 Quay Street",
      city: "Bristol",
      zipCode: "BS1 4DJ",
      country: "United Kingdom",
    }),
  });
}

export async function newCampaign(tenant: Tenant, listId: string, overrides: Record<string, unknown> = {}) {
  const input = createCampaignSchema.parse({
    name: "Spring",
    listId,
    subject: "Hello {{firstName|there}}",
    body: "Hi {{firstName|there}} at {{company}},\n\nA word from us.",
    delayMinutes: 0,
    dailyLimit: 10_000,
    ...overrides,
  });
  return createCampaign({ workspaceId: tenant.workspaceId, userId: tenant.userId, input });
}

/** A new workspace with a list of two people at `domain`, and a campaign to it scheduled for tomorrow. */
export async function scheduledCampaign(domain: string) {
  const tenant = await createTenant();
  const listId = await createList(tenant, people(2, domain));
  const campaign = await newCampaign(tenant, listId, {
    scheduleType: "later",
    scheduledFor: new Date(Date.now() + 86_400_000),
  });
  return { tenant, campaign };
}

export async function campaignRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}

export async function deliveriesOf(campaignId: string) {
  const db = await getDb();
  return db
    .select()
    .from(campaignDeliveries)
    .where(eq(campaignDeliveries.campaignId, campaignId))
    .orderBy(campaignDeliveries.position);
}

export async function suppress(tenant: Tenant, address: string) {
  const db = await getDb();
  await db.insert(suppressions).values({ workspaceId: tenant.workspaceId, address, reason: "unsubscribed" });
}

/** As if the identity's last send was long ago (a test does not wait out the delay). */
export async function paceDue(identityId: string) {
  const db = await getDb();
  await db
    .update(sendingIdentities)
    .set({ nextSendAt: sql`now() - interval '1 second'` })
    .where(eq(sendingIdentities.id, identityId));
}

/** Deliveries' leases made to look expired (a dead worker), without waiting. */
export async function expireLeases(campaignId: string) {
  const db = await getDb();
  await db.execute(
    sql`update campaign_deliveries set heartbeat_at = now() - interval '1 hour' where campaign_id = ${campaignId} and status = 'sending'`,
  );
}

export function channelFor(fake: FakeResend) {
  return createResendChannel(fake.apiKey, fake.baseUrl);
}

/** How many messages the fake accepted per address. */
export function acceptedPerAddress(fake: FakeResend): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of fake.accepted) counts.set(a.to, (counts.get(a.to) ?? 0) + 1);
  return counts;
}

type Figures = Record<string, number>;

/**
 * A campaign's counters beside the same figures counted from its deliveries and events, and the sums
 * of its daily rows beside its totals: each pair must be equal.
 */
export async function countersAndRecount(campaignId: string) {
  const db = await getDb();
  const c = await campaignRow(campaignId);
  const byStatus = rowsOf<{ status: string; n: number }>(
    await db.execute(
      sql`select status, count(*)::int as n from campaign_deliveries where campaign_id = ${campaignId} group by status`,
    ),
  );
  const byKind = rowsOf<{ kind: string; n: number }>(
    await db.execute(
      sql`select kind, count(*)::int as n from delivery_events where campaign_id = ${campaignId} group by kind`,
    ),
  );
  const [daily] = rowsOf<Figures>(
    await db.execute(sql`
      select coalesce(sum(sent), 0)::int as sent, coalesce(sum(failed), 0)::int as failed,
        coalesce(sum(delivered), 0)::int as delivered, coalesce(sum(opened), 0)::int as opened,
        coalesce(sum(clicked), 0)::int as clicked, coalesce(sum(bounced), 0)::int as bounced,
        coalesce(sum(complained), 0)::int as complained, coalesce(sum(unsubscribed), 0)::int as unsubscribed,
        coalesce(sum(replied), 0)::int as replied
      from campaign_daily_stats where campaign_id = ${campaignId}`),
  );
  const status = (s: string) => Number(byStatus.find((r) => r.status === s)?.n ?? 0);
  const kind = (k: string) => Number(byKind.find((r) => r.kind === k)?.n ?? 0);
  const counters: Figures = {
    recipients: c.recipientsCount,
    queued: c.queuedCount,
    sent: c.sentCount,
    failed: c.failedCount,
    skipped: c.skippedCount,
    unknown: c.unknownCount,
    delivered: c.deliveredCount,
    opened: c.opensCount,
    clicked: c.clicksCount,
    bounced: c.bouncesCount,
    complained: c.complaintsCount,
    unsubscribed: c.unsubscribesCount,
    replied: c.repliesCount,
  };
  const recount: Figures = {
    recipients: byStatus.reduce((total, r) => total + Number(r.n), 0),
    // A delivery in flight is still counted as queued until its outcome is recorded.
    queued: status("queued") + status("sending"),
    sent: status("sent"),
    failed: status("failed"),
    skipped: status("skipped"),
    unknown: status("unknown"),
    delivered: kind("delivered"),
    opened: kind("opened"),
    clicked: kind("clicked"),
    bounced: kind("bounced"),
    complained: kind("complained"),
    unsubscribed: kind("unsubscribed"),
    replied: kind("replied"),
  };
  const totals = Object.fromEntries(Object.keys(daily ?? {}).map((k) => [k, counters[k]]));
  return { counters, recount, daily: { ...daily }, totals };
}
