import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { getDb } from "@/db";
import { memberships } from "@/db/schema";
import { authedAction, GENERIC_FAILURE, publicAction, SIGN_IN_REQUIRED } from "@/lib/server/action";
import { sessionCookieName } from "@/lib/auth/config";
import { AppError } from "@/lib/errors";
import { createVerifiedAccount } from "./support/users";

vi.mock("next/headers", () => import("./support/next-headers-mock"));
const { resetScope, scope, setRequestHeaders } = await import("./support/request-scope");
const { signInAction } = await import("@/app/(auth)/signin/actions");

const schema = z.object({
  name: z.string().min(1, "Name is required"),
  count: z.coerce.number().int("Whole numbers only"),
});
const echo = authedAction(schema, async (input, session) => ({
  status: "success",
  data: { ...input, user: session.user.id },
}));

async function signInThroughAction(callbackUrl = "https://evil.example/steal") {
  const account = await createVerifiedAccount();
  setRequestHeaders({ "user-agent": "Mozilla/5.0 (Macintosh) Safari/605.1.15" });
  const form = new FormData();
  form.set("email", account.email);
  form.set("password", account.password);
  form.set("remember", "on");
  form.set("callbackUrl", callbackUrl);
  const result = await signInAction(undefined, form);
  return { account, result };
}

beforeEach(() => resetScope());

describe("server actions", () => {
  it("authedAction refuses without a session", async () => {
    expect(await echo(undefined, { name: "x", count: 1 })).toEqual({
      status: "error",
      message: SIGN_IN_REQUIRED,
    });
  });

  it("the sign-in action signs in, keeps callbackUrl on this site and returns the user for local storage", async () => {
    const { account, result } = await signInThroughAction();
    expect(result.status).toBe("success");
    expect(result.data?.redirectTo).toBe("/dashboard");
    expect(result.data?.user).toMatchObject({ id: account.user.id, email: account.email });
    expect(scope.jar.has(sessionCookieName)).toBe(true);
  });

  it.each([
    "/.//evil.example/x",
    "//evil.example",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "%2F/evil.example",
  ])("the sign-in action never sends the browser off this site (callbackUrl %s)", async (callbackUrl) => {
    const { result } = await signInThroughAction(callbackUrl);
    const redirectTo = String(result.data?.redirectTo);
    expect(new URL(redirectTo, "http://localhost:3000").origin).toBe("http://localhost:3000");
    expect(new URL(redirectTo, "https://other.example").origin).toBe("https://other.example");
  });

  it("parses FormData, returns every field error and passes the session to the handler", async () => {
    const { account } = await signInThroughAction();
    const bad = new FormData();
    bad.set("name", "");
    bad.set("count", "1.5");
    const invalid = await echo(undefined, bad);
    expect(invalid.status).toBe("error");
    expect(invalid.fieldErrors).toEqual({ name: ["Name is required"], count: ["Whole numbers only"] });
    const ok = await echo(undefined, { name: "Lead", count: "3" as unknown as number });
    expect(ok).toEqual({ status: "success", data: { name: "Lead", count: 3, user: account.user.id } });
  });

  it("checks the role's permission on every call", async () => {
    const { account } = await signInThroughAction();
    const billing = authedAction(z.object({}), async () => ({ status: "success" }), {
      permission: "billing:write",
    });
    expect((await billing(undefined, {})).status).toBe("success");
    const db = await getDb();
    await db.update(memberships).set({ role: "member" }).where(eq(memberships.userId, account.user.id));
    expect(await billing(undefined, {})).toEqual({
      status: "error",
      message: "You do not have permission to do that.",
    });
  });

  it("turns an AppError into its message and anything else into a generic one", async () => {
    const known = publicAction(z.object({}), async () => {
      throw new AppError("conflict", "That list name is taken.", {
        fieldErrors: { name: ["That list name is taken."] },
      });
    });
    const unknown = publicAction(z.object({}), async () => {
      throw new Error("database exploded: secret detail");
    });
    expect(await known(undefined, {})).toEqual({
      status: "error",
      message: "That list name is taken.",
      fieldErrors: { name: ["That list name is taken."] },
    });
    expect(await unknown(undefined, {})).toEqual({ status: "error", message: GENERIC_FAILURE });
  });

  it("lets redirect() through to Next", async () => {
    const { redirect } = await import("next/navigation");
    const moving = publicAction(z.object({}), async () => redirect("/somewhere"));
    await expect(moving(undefined, {})).rejects.toMatchObject({
      digest: expect.stringContaining("NEXT_REDIRECT"),
    });
  });
});
