import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * A user's TOTP authenticator: the secret is AES-256-GCM ciphertext (lib/security/secret-box.ts), never
 * plain. `enabledAt` is null while enrolment waits for its first code; `lastTimeStep` is the newest
 * 30-second step a code was accepted for, so a code is refused when replayed inside its window.
 */
export const userTwoFactor = pgTable("user_two_factor", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretCiphertext: text("secret_ciphertext").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastTimeStep: bigint("last_time_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type UserTwoFactor = typeof userTwoFactor.$inferSelect;

/** Single-use recovery codes, shown once; only their SHA-256 is stored (each carries 50 random bits). */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("two_factor_recovery_codes_user_idx").on(t.userId, t.codeHash)],
);
export type TwoFactorRecoveryCode = typeof twoFactorRecoveryCodes.$inferSelect;
