/**
 * Sign-up answers the same whether or not the address has an account (RELIABILITY case 3), and must
 * also take the same time: both paths hash the password once, write in one transaction and queue one
 * email. The timing itself is measured by `npm run bench -- auth-timing` ("sign-up existing vs new").
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signUp } from "@/lib/auth/sign-up";
import { createVerifiedAccount, meta, newAccount } from "./support/users";

const calls = vi.hoisted(() => ({ hash: 0, enqueued: [] as string[] }));

vi.mock("@/lib/auth/passwords", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/auth/passwords")>();
  return { ...real, hashPassword: (password: string) => (calls.hash++, real.hashPassword(password)) };
});
vi.mock("@/lib/jobs/enqueue", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/jobs/enqueue")>();
  return {
    ...real,
    enqueue: ((definition, ...rest) => (
      calls.enqueued.push(definition.name),
      real.enqueue(definition, ...rest)
    )) as typeof real.enqueue,
  };
});

beforeEach(() => {
  calls.hash = 0;
  calls.enqueued = [];
});

async function workOf(run: () => Promise<void>) {
  calls.hash = 0;
  calls.enqueued = [];
  await run();
  return { hash: calls.hash, enqueued: [...calls.enqueued] };
}

describe("sign-up does the same work for a new and an existing address", () => {
  it("hashes the password once and queues one email on both paths", async () => {
    const fresh = newAccount();
    const created = await workOf(() => signUp({ ...fresh, referralCode: undefined }, meta("203.0.113.31")));
    const unverified = await workOf(() =>
      signUp({ ...fresh, referralCode: undefined }, meta("203.0.113.32")),
    );
    const verified = await createVerifiedAccount();
    const known = await workOf(() =>
      signUp({ ...newAccount(), email: verified.email, referralCode: undefined }, meta("203.0.113.33")),
    );
    expect(created).toEqual({ hash: 1, enqueued: ["email"] });
    expect(unverified).toEqual(created);
    expect(known).toEqual(created);
  });
});
