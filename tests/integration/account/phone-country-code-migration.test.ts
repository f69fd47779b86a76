import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { rawQuery } from "@/db/raw";
import { users } from "@/db/schema";
import { createVerifiedAccount } from "../auth/support/users";

describe("phones stored with their country code twice (migration 0034)", () => {
  it("keeps the code once and leaves every other number as it was", async () => {
    const db = await getDb();
    const cases: Array<[stored: string, expected: string]> = [
      ["+656591234567", "+6591234567"],
      ["+656581234567", "+6581234567"],
      ["+6060123456789", "+60123456789"],
      ["+60601123456789", "+601123456789"],
      ["+6591234567", "+6591234567"],
      ["+6565123456", "+6565123456"], // a Singapore landline that starts with 65
      ["+60123456789", "+60123456789"],
      ["+6512345678", "+6512345678"], // not a valid number, but the spec's rule took it: left alone
    ];
    const ids: string[] = [];
    for (const [stored] of cases) {
      const account = await createVerifiedAccount();
      await db.update(users).set({ phone: stored }).where(eq(users.id, account.user.id));
      ids.push(account.user.id);
    }

    const migration = fs.readFileSync(
      path.join(process.cwd(), "db/migrations/0034_phone_country_code_once.sql"),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) await rawQuery(statement);

    const phones = await Promise.all(
      ids.map(
        async (id) => (await db.select({ phone: users.phone }).from(users).where(eq(users.id, id)))[0]!.phone,
      ),
    );
    expect(phones).toEqual(cases.map(([, expected]) => expected));
  });
});
