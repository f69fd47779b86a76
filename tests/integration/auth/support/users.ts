import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { emails, users } from "@/db/schema";
import type { RequestMeta } from "@/lib/auth/request-meta";
import { signUp } from "@/lib/auth/sign-up";
import { verifyEmailToken } from "@/lib/auth/verification";

let counter = 0;

export function meta(ip = "203.0.113.10"): RequestMeta {
  return {
    ip,
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0",
    device: "Linux",
    browser: "Chrome",
  };
}

export function newAccount(
  overrides: Partial<{ name: string; email: string; password: string; phone: string }> = {},
) {
  counter += 1;
  return {
    name: `Person ${counter}`,
    email: `person${counter}-${Date.now()}@example.com`,
    password: "Lantern-harbor-1987",
    phone: "+6591234567",
    ...overrides,
  };
}

/** The token in the newest emailed link to `path` for an address (what the user clicks). */
export async function tokenFromEmail(email: string, path: string): Promise<string> {
  const db = await getDb();
  const rows = await db.select().from(emails).where(eq(emails.toAddress, email.toLowerCase()));
  const links = rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .flatMap((row) => row.text.match(/https?:\/\/\S+/g) ?? [])
    .map((link) => new URL(link))
    .filter((url) => url.pathname === path);
  const token = links[0]?.searchParams.get("token");
  if (!token) throw new Error(`no ${path} link emailed to ${email}`);
  return token;
}

/** A verified account, created through the real sign-up and verification. */
export async function createVerifiedAccount(
  overrides: Parameters<typeof newAccount>[0] = {},
  ip = `198.51.100.${(counter % 250) + 1}`,
) {
  const account = newAccount(overrides);
  await signUp({ ...account, referralCode: undefined }, meta(ip));
  await verifyEmailToken(await tokenFromEmail(account.email, "/verify-email"));
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, account.email));
  if (!user) throw new Error("account not created");
  return { ...account, user };
}
