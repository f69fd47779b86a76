import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { authTokens, emails, rateLimits, users } from "@/db/schema";
import { emailChangeLinkState } from "@/lib/account/profile-queries";
import { profileMessages } from "@/lib/account/validations";
import { sessionCookieName } from "@/lib/auth/config";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { startSession } from "@/lib/auth/start-session";
import { hashToken } from "@/lib/security/tokens";
import { createVerifiedAccount, meta, tokenFromEmail } from "../auth/support/users";

vi.mock("next/headers", () => import("../auth/support/next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

const { resetScope, scope } = await import("../auth/support/request-scope");
const { updateProfileAction, confirmEmailChangeAction } = await import("@/app/(workspace)/settings/actions");
const usersRoute = await import("@/app/api/users/[id]/route");

type Account = Awaited<ReturnType<typeof createVerifiedAccount>>;
let ip = 0;
const cookies = new Map<string, string>();

async function signedIn(account: Account) {
  const outcome = await signInWithPassword(
    { email: account.email, password: account.password, remember: false },
    meta(`198.19.0.${(ip += 1)}`),
  );
  if (!outcome.ok) throw new Error(outcome.message);
  resetScope();
  await startSession(outcome);
  cookies.set(account.user.id, scope.jar.get(sessionCookieName) ?? "");
}

function actAs(account: Account) {
  resetScope();
  scope.jar.set(sessionCookieName, cookies.get(account.user.id) ?? "");
}

async function userRow(id: string) {
  const [row] = await (await getDb()).select().from(users).where(eq(users.id, id));
  return row;
}

const base = "http://localhost:3000";
const call = (
  handler: (r: Request, c: { params: Promise<unknown> }) => Promise<Response>,
  id: string,
  body?: unknown,
) =>
  handler(
    new Request(
      `${base}/api/users/${id}`,
      body === undefined
        ? {}
        : { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
    ),
    { params: Promise.resolve({ id }) },
  );

beforeEach(async () => {
  resetScope();
  await (await getDb()).delete(rateLimits);
});

describe("profile save", () => {
  it("gives the spec's messages, trims values and stores the phone in E.164", async () => {
    const account = await createVerifiedAccount();
    await signedIn(account);
    actAs(account);
    const empty = await updateProfileAction(undefined, { name: "   ", email: "not-an-address", phone: "" });
    expect(empty.fieldErrors).toMatchObject({
      name: [profileMessages.nameRequired],
      email: [profileMessages.emailInvalid],
    });
    const badPhone = await updateProfileAction(undefined, {
      name: "Ada",
      email: account.email,
      phone: "+65 123",
    });
    expect(badPhone.fieldErrors?.phone).toEqual([profileMessages.phoneInvalid]);
    expect((await userRow(account.user.id))?.name).toBe(account.name);

    const saved = await updateProfileAction(undefined, {
      name: "  Ada Lovelace  ",
      email: `  ${account.email.toUpperCase()} `,
      phone: " +65 9123 4567 ",
    });
    expect(saved).toMatchObject({ status: "success", message: profileMessages.saved });
    expect(await userRow(account.user.id)).toMatchObject({
      name: "Ada Lovelace",
      email: account.email,
      phone: "+6591234567",
    });
  });
});

describe("email change", () => {
  it("changes nothing until the link is followed; the new address gets the link, the old one a notice", async () => {
    const account = await createVerifiedAccount();
    await signedIn(account);
    actAs(account);
    const newEmail = `moved-${account.email}`;
    const saved = await updateProfileAction(undefined, { name: account.name, email: newEmail, phone: "" });
    expect(saved).toMatchObject({ status: "success", data: { pendingEmail: newEmail } });
    expect((await userRow(account.user.id))?.email).toBe(account.email);
    const db = await getDb();
    const notices = await db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, account.email), eq(emails.template, "email-change-requested")));
    expect(notices).toHaveLength(1);
    const token = await tokenFromEmail(newEmail, "/settings/email-change");
    const [stored] = await db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(stored).toMatchObject({ kind: "email_change", userId: account.user.id, newEmail });
    expect(JSON.stringify(await db.select().from(authTokens))).not.toContain(token);

    // Another signed-in user cannot use it, and their attempt does not spend it.
    const intruder = await createVerifiedAccount();
    await signedIn(intruder);
    actAs(intruder);
    expect(await emailChangeLinkState({ userId: intruder.user.id, token })).toEqual({ kind: "invalid" });
    expect(await confirmEmailChangeAction(undefined, { token })).toMatchObject({ status: "error" });
    expect((await userRow(intruder.user.id))?.email).toBe(intruder.email);

    actAs(account);
    expect(await emailChangeLinkState({ userId: account.user.id, token })).toEqual({ kind: "usable" });
    expect(await confirmEmailChangeAction(undefined, { token })).toMatchObject({ status: "success" });
    expect((await userRow(account.user.id))?.email).toBe(newEmail);
    // Opened again, the link says the change is done rather than offering it again.
    expect(await emailChangeLinkState({ userId: account.user.id, token })).toEqual({
      kind: "already_changed",
      email: newEmail,
    });
    // Once only.
    await db.update(users).set({ email: account.email }).where(eq(users.id, account.user.id));
    expect(await emailChangeLinkState({ userId: account.user.id, token })).toEqual({ kind: "invalid" });
    expect(await confirmEmailChangeAction(undefined, { token })).toMatchObject({ status: "error" });
    expect((await userRow(account.user.id))?.email).toBe(account.email);
  });

  it("refuses an expired link, and a second request voids the first link", async () => {
    const account = await createVerifiedAccount();
    await signedIn(account);
    actAs(account);
    const db = await getDb();
    await updateProfileAction(undefined, { name: account.name, email: `first-${account.email}`, phone: "" });
    const first = await tokenFromEmail(`first-${account.email}`, "/settings/email-change");
    await updateProfileAction(undefined, { name: account.name, email: `second-${account.email}`, phone: "" });
    const second = await tokenFromEmail(`second-${account.email}`, "/settings/email-change");
    expect(await confirmEmailChangeAction(undefined, { token: first })).toMatchObject({ status: "error" });
    await db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(second)));
    expect(await emailChangeLinkState({ userId: account.user.id, token: second })).toEqual({
      kind: "invalid",
    });
    expect(await confirmEmailChangeAction(undefined, { token: second })).toMatchObject({ status: "error" });
    expect((await userRow(account.user.id))?.email).toBe(account.email);
  });

  it("sends no link for an address another account holds, with the same answer", async () => {
    const account = await createVerifiedAccount();
    const holder = await createVerifiedAccount();
    await signedIn(account);
    actAs(account);
    const saved = await updateProfileAction(undefined, {
      name: account.name,
      email: holder.email,
      phone: "",
    });
    expect(saved).toMatchObject({ status: "success", data: { pendingEmail: holder.email } });
    await expect(tokenFromEmail(holder.email, "/settings/email-change")).rejects.toThrow();
  });
});

describe("/api/users/{id}", () => {
  it("answers the signed-in user's own profile and 404 for any other id, changing nothing", async () => {
    const account = await createVerifiedAccount();
    const other = await createVerifiedAccount();
    await signedIn(account);
    actAs(account);
    const own = await call(usersRoute.GET, account.user.id);
    expect(own.status).toBe(200);
    expect((await own.json()).data).toMatchObject({
      id: account.user.id,
      email: account.email,
      role: "owner",
      status: "active",
    });
    expect((await call(usersRoute.GET, other.user.id)).status).toBe(404);
    const put = await call(usersRoute.PUT, other.user.id, {
      name: "Hijacked",
      email: other.email,
      phone: "",
    });
    expect(put.status).toBe(404);
    expect((await userRow(other.user.id))?.name).toBe(other.name);

    const mine = await call(usersRoute.PUT, account.user.id, {
      name: " Grace Hopper ",
      email: account.email,
      phone: "+60 12-345 6789",
    });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({
      success: true,
      message: profileMessages.saved,
      data: { name: "Grace Hopper", phone: "+60123456789" },
    });
    const invalid = await call(usersRoute.PUT, account.user.id, { name: "", email: account.email });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).message).toBe(profileMessages.nameRequired);
  });
});
