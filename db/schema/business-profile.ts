import { pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { users, workspaces } from "./accounts";

/** The workspace's business profile (spec part 3, 2.14): shown to leads in outreach signatures. Empty texts until first saved (a logo may come first). */
export const businessProfiles = pgTable("business_profiles", {
  workspaceId: uuid("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  name: text("name").notNull().default(""),
  industry: text("industry").notNull().default(""),
  website: text("website"),
  description: text("description"),
  /** Storage key of the re-encoded logo and its content type. */
  logoKey: text("logo_key"),
  logoType: varchar("logo_type", { length: 32, enum: ["image/png", "image/jpeg", "image/webp"] }),
  contactEmail: text("contact_email").notNull().default(""),
  contactPhone: text("contact_phone"),
  street: text("street"),
  city: text("city"),
  state: text("state"),
  zipCode: text("zip_code"),
  country: text("country"),
  linkedin: text("linkedin"),
  twitter: text("twitter"),
  facebook: text("facebook"),
  updatedByUserId: uuid("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type BusinessProfile = typeof businessProfiles.$inferSelect;
export type NewBusinessProfile = typeof businessProfiles.$inferInsert;
