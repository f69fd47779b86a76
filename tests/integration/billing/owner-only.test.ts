/**
 * Billing is the owner's (ARCHITECTURE, Tenancy): a member or an admin gets no invoices, no card and no
 * success-page sync, and the billing screens render nothing owner-only for them.
 */
import { isValidElement, type ReactNode } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import BillingSuccessPage from "@/app/billing-success/page";
import { BillingScreen } from "@/components/billing/billing-screen";
import { SettingsBillingTab } from "@/components/billing/settings-billing-tab";
import { StripeSections } from "@/components/billing/stripe-sections";
import { getSessionContext, type SessionContext } from "@/lib/auth/session";
import { startPackCheckout, startPlanCheckout } from "@/lib/billing/checkout";
import { getCreditBalance } from "@/lib/credits/queries";
import type { FakeStripe } from "@/tests/fakes/stripe";
import { callRoute } from "../security/support/call";
import { createFixtures, type Fixtures, type Member } from "../security/support/fixtures";
import { runInRequest } from "../security/support/request-scope";
import { resetEnv, sessionIdOf, startBillingFake } from "./support";

vi.mock("next/headers", () => import("../security/support/next-headers-mock"));
vi.mock("next/cache", () => import("../security/support/next-cache-mock"));

let fake: FakeStripe;
let f: Fixtures;

const as = <T>(who: Member, fn: () => Promise<T>) => runInRequest(new Headers({ cookie: who.cookie }), fn);

async function sessionOf(who: Member): Promise<SessionContext> {
  const session = await as(who, () => getSessionContext());
  if (!session) throw new Error("no session");
  return session;
}

/** Whether a rendered element tree holds an element of `type` anywhere (server components are not run). */
function holds(node: ReactNode, type: unknown): boolean {
  if (Array.isArray(node)) return node.some((child) => holds(child as ReactNode, type));
  if (!isValidElement(node)) return false;
  if (node.type === type) return true;
  return holds((node.props as { children?: ReactNode }).children, type);
}

/** All the text of a rendered element tree. */
function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map((child) => textOf(child as ReactNode)).join(" ");
  if (!isValidElement(node)) return "";
  return textOf((node.props as { children?: ReactNode }).children);
}

beforeAll(async () => {
  fake = await startBillingFake();
  f = await createFixtures();
  const owner = { workspaceId: f.a.workspaceId, email: f.a.owner.email, name: "Owner A" };
  await fake.completeCheckout(sessionIdOf((await startPlanCheckout(owner, { plan: "PRO" })).url));
});
afterAll(async () => {
  resetEnv();
  await fake.close();
});

describe("billing for members and admins", () => {
  it("refuses invoices and the payment method to a member and an admin, and gives them to the owner", async () => {
    for (const path of ["/api/billing/invoices?limit=5", "/api/billing/payment-method"]) {
      const file = `app${path.split("?")[0]}/route.ts`;
      for (const who of [f.a.member, f.a.admin]) {
        const outcome = await callRoute(file, "GET", { path }, who.cookie);
        expect(outcome.kind, `${path} as ${who.email}`).toBe("forbidden");
        expect(outcome.text).not.toContain("4242");
        expect(outcome.text).not.toContain("/i/in_");
      }
      const owner = await callRoute(file, "GET", { path }, f.a.owner.cookie);
      expect(owner.kind).toBe("ok");
    }
    expect(
      (
        await callRoute(
          "app/api/billing/payment-method/route.ts",
          "GET",
          { path: "/api/billing/payment-method" },
          f.a.owner.cookie,
        )
      ).text,
    ).toContain("4242");
  });

  it("does not sync a checkout on the success page for a member; the owner's visit does", async () => {
    const owner = { workspaceId: f.a.workspaceId, email: f.a.owner.email, name: "Owner A" };
    const sessionId = sessionIdOf((await startPackCheckout(owner, { pack: "CREDITS1000" })).url);
    fake.payWithoutSending(sessionId);
    const before = await getCreditBalance({ workspaceId: f.a.workspaceId });
    const page = () => BillingSuccessPage({ searchParams: Promise.resolve({ session_id: sessionId }) });
    const seenByMember = await as(f.a.member, page);
    expect(await getCreditBalance({ workspaceId: f.a.workspaceId })).toBe(before);
    expect(textOf(seenByMember)).toContain("Only the workspace owner");
    expect(textOf(seenByMember)).not.toContain("Credits added");
    const seenByOwner = await as(f.a.owner, page);
    expect(textOf(seenByOwner)).toContain("Credits added");
    expect(await getCreditBalance({ workspaceId: f.a.workspaceId })).toBe(before + 1_000);
  });

  it("renders the billing page and the billing tab without the card and invoices for a member", async () => {
    for (const who of [f.a.member, f.a.admin]) {
      const session = await sessionOf(who);
      expect(holds(await BillingScreen({ session }), StripeSections)).toBe(false);
      expect(holds(SettingsBillingTab({ session }), StripeSections)).toBe(false);
    }
    const session = await sessionOf(f.a.owner);
    expect(holds(await BillingScreen({ session }), StripeSections)).toBe(true);
    expect(holds(SettingsBillingTab({ session }), StripeSections)).toBe(true);
  });
});
