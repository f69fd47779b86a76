import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { and, desc, eq, getTableColumns, inArray } from "drizzle-orm";
import { getDb } from "@/db";
import { rawQuery } from "@/db/raw";
import { backfillMatchKeys } from "@/lib/leads/duplicates/backfill-job";
import {
  leadDuplicateCandidates,
  leadListMembers,
  leadLists,
  leadMerges,
  leads,
  notifications,
} from "@/db/schema";
import { AppError } from "@/lib/errors";
import { createCuratedList } from "@/lib/lists/curated";
import { getDuplicatePairs, countOpenDuplicates } from "@/lib/leads/duplicates/queries";
import { keepBoth, mergeCandidate } from "@/lib/leads/duplicates/review";
import { undoMerge } from "@/lib/leads/duplicates/undo";
import { createTenant, importCsv, storedLeads, type Tenant } from "./support";

const firstFile = [
  "name,company,email,phone,socials,website,street,city",
  "Ada Lovelace,Analytical Ltd,ada@analytical.io,+44 20 7946 0958,https://www.linkedin.com/in/ada-lovelace/,,,",
  "Harbour Cafe,Harbour Cafe,,+1 415 555 0134,,https://harbourcafe.io,,",
  "Corner Bakery,Corner Bakery,,,,,12 Main Street,Springfield",
].join("\n");

async function liveIds(workspaceId: string) {
  const db = await getDb();
  const rows = await db
    .select({ id: leads.id, name: leads.name })
    .from(leads)
    .where(and(eq(leads.workspaceId, workspaceId)));
  return rows;
}

/** A lead (or a merge's JSON snapshot of one) as column name → comparable value. */
function asSnapshot(row: Record<string, unknown>, snake = false) {
  return Object.fromEntries(
    Object.entries(getTableColumns(leads)).map(([key, column]) => {
      const value = row[snake ? column.name : key];
      const dated =
        column.dataType === "date" && value !== null ? new Date(value as string).getTime() : value;
      return [column.name, dated];
    }),
  );
}

async function leadById(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row!;
}

/** The body of the newest notification in the tenant's workspace (an import's report). */
async function lastNotification(t: Tenant) {
  const db = await getDb();
  const [told] = await db
    .select({ body: notifications.body })
    .from(notifications)
    .where(eq(notifications.workspaceId, t.workspaceId))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  return told?.body;
}

async function seedFirst(t: Tenant) {
  const first = await importCsv(t, firstFile, "first.csv");
  expect(first).toMatchObject({ imported: 3, merged: 0 });
  const rows = await liveIds(t.workspaceId);
  const id = (name: string) => rows.find((r) => r.name === name)!.id;
  return { ada: id("Ada Lovelace"), cafe: id("Harbour Cafe"), bakery: id("Corner Bakery") };
}

describe("duplicates: matched on import, merged with every value, undone exactly", () => {
  it("merges certain matches on import and counts them; a primary email already there stays a duplicate row", async () => {
    const t = await createTenant();
    const { ada, cafe } = await seedFirst(t);
    const second = await importCsv(
      t,
      [
        "name,company,email,phone,socials,website",
        // same profile URL (other spelling), another email: certain
        "A. Lovelace,Analytical Ltd,countess@analytical.io,,https://uk.linkedin.com/in/Ada-Lovelace?trk=x,",
        // same E.164 phone written differently, no person named: certain
        "Harbour Cafe SF,Harbour Cafe SF,,+14155550134,,",
        // the same primary email: the spec's duplicate row, not stored
        "Ada again,Analytical Ltd,ADA@analytical.io,,,",
        // nothing in common
        "Grace Hopper,Navy,grace@navy.test,,,",
      ].join("\n"),
      "second.csv",
    );
    expect(second).toMatchObject({ imported: 3, merged: 2, possibleDuplicates: 0, duplicates: [4] });
    expect(await lastNotification(t)).toBe(
      "3 leads imported, 2 merged into matching leads, 1 duplicate not imported.",
    );
    const live = await storedLeads(t.workspaceId);
    expect(live.map((l) => l.name)).toEqual([
      "Ada Lovelace",
      "Harbour Cafe",
      "Corner Bakery",
      "Grace Hopper",
    ]);
    const db = await getDb();
    const merges = await db.select().from(leadMerges).where(eq(leadMerges.workspaceId, t.workspaceId));
    expect(merges.map((m) => [m.winnerId, m.reason, m.origin]).sort()).toEqual(
      [
        [ada, "profile", "import"],
        [cafe, "phone", "import"],
      ].sort(),
    );
    // The import list counts only its live leads.
    const [list] = await db.select().from(leadLists).where(eq(leadLists.name, "second"));
    expect(list?.leadsCount).toBe(1);
  });

  it("keeps every value with its source and moves list memberships; Undo restores both rows exactly", async () => {
    const t = await createTenant();
    const { ada } = await seedFirst(t);
    await importCsv(t, "name,company,email,phone\nLone Row,Other Co,lone@other.test,\n", "other.csv");
    const before = await leadById(ada);
    await importCsv(
      t,
      "name,company,email,phone,socials,title,tags\nA. Lovelace,Analytical Ltd,countess@analytical.io,+33 1 42 68 53 00,linkedin.com/in/ada-lovelace,Countess,vip\n",
      "third.csv",
    );
    const db = await getDb();
    const [merge] = await db.select().from(leadMerges).where(eq(leadMerges.winnerId, ada));
    expect(merge).toBeDefined();
    const loserBefore = merge!.loserBefore;
    const merged = await leadById(ada);
    expect(merged.emails).toEqual([
      { address: "ada@analytical.io", status: "unchecked", source: "csv" },
      { address: "countess@analytical.io", status: "unchecked", source: "csv" },
    ]);
    expect(merged.phones.map((p) => p.number)).toEqual(["+442079460958", "+33142685300"]);
    // Both spellings of the profile are kept, each with its source.
    expect(merged.socials.map((s) => [s.url, s.source])).toEqual([
      ["https://www.linkedin.com/in/ada-lovelace/", "csv"],
      ["https://linkedin.com/in/ada-lovelace", "csv"],
    ]);
    expect(merged.title).toBe("Countess");
    expect(merged.tags).toEqual(["vip"]);
    expect(merged.provenance.title).toBe("csv");
    expect(merged.email).toBe("ada@analytical.io");
    expect(merged.name).toBe("Ada Lovelace");
    const loser = await leadById(merge!.loserId);
    expect(loser.deletedAt).not.toBeNull();
    expect(loser.name).toBe("A. Lovelace");

    // A curated list of the loser follows it to the winner and comes back on Undo (curated after this undo).
    await undoMerge({ workspaceId: t.workspaceId, userId: t.userId, mergeId: merge!.id });
    expect(await leadById(ada)).toEqual(before);
    const restoredLoser = await leadById(merge!.loserId);
    expect(restoredLoser.deletedAt).toBeNull();
    expect(asSnapshot(restoredLoser)).toEqual(asSnapshot(loserBefore, true));
    await expect(
      undoMerge({ workspaceId: t.workspaceId, userId: t.userId, mergeId: merge!.id }),
    ).rejects.toMatchObject({ kind: "conflict" });

    const { list } = await createCuratedList({
      workspaceId: t.workspaceId,
      userId: t.userId,
      input: { name: "Picked", description: null, leadIds: [merge!.loserId] },
    });
    const [candidate] = await db
      .select()
      .from(leadDuplicateCandidates)
      .where(eq(leadDuplicateCandidates.workspaceId, t.workspaceId));
    // Undo keeps the pair apart; reopen it to merge it from review.
    expect(candidate?.status).toBe("kept");
    await db
      .update(leadDuplicateCandidates)
      .set({ status: "open" })
      .where(eq(leadDuplicateCandidates.id, candidate!.id));
    await mergeCandidate({ workspaceId: t.workspaceId, userId: t.userId, candidateId: candidate!.id });
    const members = await db.select().from(leadListMembers).where(eq(leadListMembers.listId, list.id));
    expect(members.map((m) => m.leadId)).toEqual([ada]);
    const [review] = await db
      .select()
      .from(leadMerges)
      .where(and(eq(leadMerges.winnerId, ada), eq(leadMerges.origin, "review")));
    await undoMerge({ workspaceId: t.workspaceId, userId: t.userId, mergeId: review!.id });
    const back = await db.select().from(leadListMembers).where(eq(leadListMembers.listId, list.id));
    expect(back.map((m) => m.leadId)).toEqual([merge!.loserId]);
    const [curated] = await db.select().from(leadLists).where(eq(leadLists.id, list.id));
    expect(curated?.leadsCount).toBe(1);
  });

  it("records uncertain matches as candidates: same name and address, same domain with different people", async () => {
    const t = await createTenant();
    const { cafe, bakery } = await seedFirst(t);
    const result = await importCsv(
      t,
      [
        "name,company,email,phone,street,city",
        '"Corner Bakery, LLC",Corner Bakery,,,12 Main St.,Springfield',
        "Jo Barista,Harbour Cafe,jo@harbourcafe.io,,,",
      ].join("\n"),
      "uncertain.csv",
    );
    expect(result).toMatchObject({ imported: 2, merged: 0, possibleDuplicates: 2 });
    expect(await lastNotification(t)).toBe("2 leads imported. 2 possible duplicates to review.");
    const pairs = await getDuplicatePairs({ workspaceId: t.workspaceId });
    expect(pairs.map((p) => [p.lead.id, p.reason]).sort()).toEqual(
      [
        [bakery, "name_address"],
        [cafe, "domain"],
      ].sort(),
    );
    expect(await countOpenDuplicates({ workspaceId: t.workspaceId })).toBe(2);
    const bakeryPair = pairs.find((p) => p.reason === "name_address")!;
    await keepBoth({ workspaceId: t.workspaceId, userId: t.userId, candidateId: bakeryPair.id });
    expect(await countOpenDuplicates({ workspaceId: t.workspaceId })).toBe(1);
    const cafePair = pairs.find((p) => p.reason === "domain")!;
    await mergeCandidate({ workspaceId: t.workspaceId, userId: t.userId, candidateId: cafePair.id });
    expect(await countOpenDuplicates({ workspaceId: t.workspaceId })).toBe(0);
    const winner = await leadById(cafe);
    expect(winner.emails.map((e) => e.address)).toEqual(["jo@harbourcafe.io"]);
    expect(winner.provenance.emails).toBe("csv");
  });

  it("pairs people sharing a switchboard number as uncertain, at most 20 per lead, and never colleagues by domain", async () => {
    const t = await createTenant();
    // 25 people at one company: their own addresses, one switchboard number.
    const people = Array.from(
      { length: 25 },
      (_, i) => `Person ${i},Acme,person${i}@acme.io,+44 20 7946 0958`,
    );
    // And two more at the same domain without the number: nothing makes them a pair with anyone.
    const colleagues = ["Extra One,Acme,one@acme.io,", "Extra Two,Acme,two@acme.io,"];
    const csv = ["name,company,email,phone", ...people, ...colleagues].join("\n");
    const result = await importCsv(t, csv, "acme.csv");
    expect(result).toMatchObject({ imported: 27, merged: 0 });
    const pairs = (await getDuplicatePairs({ workspaceId: t.workspaceId, limit: 1_000 })).map((p) => ({
      leadId: p.lead.id,
      otherId: p.other.id,
      reason: p.reason,
    }));
    expect(new Set(pairs.map((p) => p.reason))).toEqual(new Set(["phone"]));
    const ids = (await liveIds(t.workspaceId)).filter((r) => r.name?.startsWith("Person")).map((r) => r.id);
    expect(ids).toHaveLength(25);
    for (const id of ids) {
      const partners = pairs.filter((p) => p.leadId === id || p.otherId === id).length;
      expect(partners).toBeGreaterThanOrEqual(20);
    }
    // Uncapped, every one of the 300 pairs of 25 leads would be recorded.
    expect(pairs.length).toBeLessThan(300);
  });

  it("never matches another workspace's leads, and another workspace's pair or merge is a 404", async () => {
    const a = await createTenant();
    const b = await createTenant();
    await seedFirst(a);
    const result = await importCsv(b, firstFile, "first.csv");
    expect(result).toMatchObject({ imported: 3, merged: 0 });
    const db = await getDb();
    expect(
      await db
        .select()
        .from(leadDuplicateCandidates)
        .where(eq(leadDuplicateCandidates.workspaceId, b.workspaceId)),
    ).toEqual([]);
    await importCsv(
      a,
      "name,company,email,phone,street,city\nCorner Bakery,Corner Bakery,,,12 Main Street,Springfield\n",
      "again.csv",
    );
    await importCsv(a, "name,company,email,phone\nHarbour Cafe,Harbour Cafe,,+1 415 555 0134\n", "merge.csv");
    const [pair] = await getDuplicatePairs({ workspaceId: a.workspaceId });
    const [merge] = await db.select().from(leadMerges).where(eq(leadMerges.workspaceId, a.workspaceId));
    expect(pair && merge).toBeTruthy();
    const foreign = { workspaceId: b.workspaceId, userId: b.userId };
    for (const attempt of [
      () => mergeCandidate({ ...foreign, candidateId: pair!.id }),
      () => keepBoth({ ...foreign, candidateId: pair!.id }),
      () => undoMerge({ ...foreign, mergeId: merge!.id }),
    ]) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).kind).toBe("not_found");
    }
    const [still] = await db
      .select()
      .from(leadDuplicateCandidates)
      .where(eq(leadDuplicateCandidates.id, pair!.id));
    expect(still?.status).toBe("open");
    const bLeads = await db
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(eq(leads.workspaceId, b.workspaceId), inArray(leads.name, ["Harbour Cafe", "Corner Bakery"])),
      );
    expect(bLeads).toHaveLength(2);
  });
});

describe("name keys without legal forms (migration 0030)", () => {
  it("clears the keys of leads whose name key ended in a legal form; the backfill job re-keys them and records what they now match", async () => {
    const t = await createTenant();
    const { bakery } = await seedFirst(t);
    const db = await getDb();
    /** A lead keyed as it was before legal forms were dropped, in a list of its own. */
    async function keyedLead(workspaceId: string, values: Partial<typeof leads.$inferInsert>) {
      const [list] = await db
        .insert(leadLists)
        .values({ workspaceId, name: "old keys", kind: "import", platform: "crm" })
        .returning({ id: leadLists.id });
      const [row] = await db
        .insert(leads)
        .values({ workspaceId, listId: list!.id, platform: "crm", name: "", contactVersion: 1, ...values })
        .returning({ id: leads.id });
      return row!;
    }
    // Its name key still ends in "llc".
    const old = await keyedLead(t.workspaceId, {
      name: "Corner Bakery LLC",
      company: "Corner Bakery LLC",
      addressParts: { street: "12 Main Street", locality: "Springfield" },
      matchKeys: ["a:corner bakery llc|12 main st|springfield"],
    });
    const other = await createTenant();
    const untouched = await keyedLead(other.workspaceId, {
      name: "Llama Farm",
      matchKeys: ["a:llama farm|1 high st|leeds", "d:llcworld.test"],
    });

    await rawQuery(
      fs.readFileSync(path.join(process.cwd(), "db/migrations/0030_name_keys_legal_forms.sql"), "utf8"),
    );
    const keysOf = async (id: number) =>
      (await db.select({ keys: leads.matchKeys }).from(leads).where(eq(leads.id, id)))[0]!.keys;
    expect(await keysOf(old.id)).toBeNull();
    expect(await keysOf(untouched.id)).toEqual(["a:llama farm|1 high st|leeds", "d:llcworld.test"]);

    await backfillMatchKeys();
    expect(await keysOf(old.id)).toEqual([
      `${t.workspaceId.slice(-12)}:a:corner bakery|12 main st|springfield`,
    ]);
    const pairs = await getDuplicatePairs({ workspaceId: t.workspaceId });
    expect(pairs.map((p) => [p.lead.id, p.other.id, p.reason])).toContainEqual([
      bakery,
      old.id,
      "name_address",
    ]);
  });
});

describe("match keys tagged with their workspace (migration 0031)", () => {
  const keysOf = async (workspaceId: string) => {
    const db = await getDb();
    const rows = await db
      .select({ name: leads.name, keys: leads.matchKeys })
      .from(leads)
      .where(eq(leads.workspaceId, workspaceId));
    return new Map(rows.map((r) => [r.name, r.keys]));
  };

  it("stores the same business under different keys per workspace, so a probe of the index finds only its own", async () => {
    const a = await createTenant();
    const b = await createTenant();
    await seedFirst(a);
    await seedFirst(b);
    const adaOfA = (await keysOf(a.workspaceId)).get("Ada Lovelace")!;
    const adaOfB = (await keysOf(b.workspaceId)).get("Ada Lovelace")!;
    expect(adaOfA).toContain(`${a.workspaceId.slice(-12)}:e:ada@analytical.io`);
    expect(adaOfA.every((k) => k.startsWith(`${a.workspaceId.slice(-12)}:`))).toBe(true);
    expect(adaOfB.filter((k) => adaOfA.includes(k))).toEqual([]);
    // The index alone, without the workspace test the matcher adds, answers with A's lead only.
    const found = await rawQuery<{ workspace_id: string }>(
      `select workspace_id from leads where match_keys @> array[$1] and deleted_at is null`,
      [`${a.workspaceId.slice(-12)}:e:ada@analytical.io`],
    );
    expect(found.map((r) => r.workspace_id)).toEqual([a.workspaceId]);
  });

  it("tags the keys saved before it with each lead's own workspace, in order, and leaves unkeyed leads to the backfill", async () => {
    const a = await createTenant();
    const b = await createTenant();
    await seedFirst(a);
    await seedFirst(b);
    const untag = `array(select substr(k, 14) from unnest(match_keys) with ordinality u(k, i) order by i)`;
    await rawQuery(`update leads set match_keys = ${untag} where workspace_id in ($1, $2)`, [
      a.workspaceId,
      b.workspaceId,
    ]);
    await rawQuery(`update leads set match_keys = null where workspace_id = $1 and name = 'Harbour Cafe'`, [
      b.workspaceId,
    ]);
    expect((await keysOf(a.workspaceId)).get("Ada Lovelace")).toContain("e:ada@analytical.io");

    const migration = fs.readFileSync(
      path.join(process.cwd(), "db/migrations/0031_workspace_match_keys.sql"),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) await rawQuery(statement);
    for (const t of [a, b]) {
      const tag = `${t.workspaceId.slice(-12)}:`;
      for (const [name, keys] of await keysOf(t.workspaceId)) {
        if (t === b && name === "Harbour Cafe") expect(keys).toBeNull();
        else {
          expect(keys!.length, name).toBeGreaterThan(0);
          expect(keys!.every((k) => k.startsWith(tag))).toBe(true);
          expect(keys).toEqual([...keys!].sort());
        }
      }
    }
    const index = await rawQuery<{ indexdef: string }>(
      `select indexdef from pg_indexes where indexname = 'leads_match_keys_idx'`,
    );
    expect(index[0]?.indexdef).toMatch(/USING gin \(match_keys\).*deleted_at IS NULL/);
    // Matching works on the tagged keys: the same cafe imported again into A merges into the first.
    const again = await importCsv(
      a,
      "name,company,email,phone\nHarbour Cafe,Harbour Cafe,,+1 415 555 0134\n",
      "again.csv",
    );
    expect(again).toMatchObject({ merged: 1 });
  });
});
