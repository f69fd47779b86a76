import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { businessProfiles, type BusinessProfile } from "@/db/schema";
import type { BusinessProfileInput } from "./validations";

export async function getBusinessProfile({
  workspaceId,
}: {
  workspaceId: string;
}): Promise<BusinessProfile | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(businessProfiles)
    .where(eq(businessProfiles.workspaceId, workspaceId))
    .limit(1);
  return row;
}

/** Saves every field of the form: a field left empty is cleared, never kept from before. */
export async function saveBusinessProfile({
  workspaceId,
  userId,
  input,
}: {
  workspaceId: string;
  userId: string;
  input: BusinessProfileInput;
}): Promise<BusinessProfile> {
  const db = await getDb();
  const values = {
    name: input.name,
    industry: input.industry,
    website: input.website ?? null,
    description: input.description ?? null,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone ?? null,
    street: input.street ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    zipCode: input.zipCode ?? null,
    country: input.country ?? null,
    linkedin: input.linkedin ?? null,
    twitter: input.twitter ?? null,
    facebook: input.facebook ?? null,
    updatedByUserId: userId,
    updatedAt: sql`now()`,
  };
  const [row] = await db
    .insert(businessProfiles)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({ target: businessProfiles.workspaceId, set: values })
    .returning();
  if (!row) throw new Error("business profile upsert returned no row");
  return row;
}

/** Points the profile at a new logo (creating an empty profile if none yet); returns the previous logo's key. */
export async function replaceLogo({
  workspaceId,
  userId,
  logo,
}: {
  workspaceId: string;
  userId: string;
  logo: { key: string; type: NonNullable<BusinessProfile["logoType"]> } | null;
}): Promise<string | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ key: businessProfiles.logoKey })
      .from(businessProfiles)
      .where(eq(businessProfiles.workspaceId, workspaceId))
      .for("update");
    const values = {
      logoKey: logo?.key ?? null,
      logoType: logo?.type ?? null,
      updatedByUserId: userId,
      updatedAt: sql`now()`,
    };
    await tx
      .insert(businessProfiles)
      .values({ workspaceId, ...values })
      .onConflictDoUpdate({ target: businessProfiles.workspaceId, set: values });
    return before?.key ?? null;
  });
}
