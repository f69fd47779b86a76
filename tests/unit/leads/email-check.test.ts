import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkEmail } from "@/lib/leads/email-check/check-email";
import { createMxLookup } from "@/lib/leads/email-check/mx-lookup";
import { type FakeDnsServer, startFakeDns } from "../../fakes/dns-server";

let dns: FakeDnsServer;

beforeAll(async () => {
  dns = await startFakeDns({
    "acme.example": {
      mx: [
        { priority: 20, exchange: "mx2.acme.example" },
        { priority: 10, exchange: "mx1.acme.example" },
      ],
    },
    "a-only.example": { a: ["192.0.2.10"] },
    "nomail.example": { mx: [{ priority: 0, exchange: "" }] },
    "broken.example": { servfail: true },
    "slow.example": { silent: true },
    "mailinator.com": { mx: [{ priority: 10, exchange: "mail.mailinator.com" }] },
  });
});
afterAll(() => dns.close());

const lookup = () => createMxLookup({ servers: [dns.address], timeoutMs: 300 });

describe("checkEmail with a local DNS server", () => {
  it("gives valid, risky, invalid and unknown with their reasons", async () => {
    const mx = lookup();
    expect(await checkEmail("Ada@Acme.example", mx)).toEqual({
      address: "ada@acme.example",
      status: "valid",
      reasons: [],
    });
    expect(await checkEmail("sales@acme.example", mx)).toMatchObject({ status: "risky", reasons: ["role"] });
    expect(await checkEmail("x7@mailinator.com", mx)).toMatchObject({
      status: "risky",
      reasons: ["disposable"],
    });
    expect(await checkEmail("ada@a-only.example", mx)).toMatchObject({ status: "valid" });
    expect(await checkEmail("ada@nomail.example", mx)).toMatchObject({
      status: "invalid",
      reasons: ["no_mail_server"],
    });
    expect(await checkEmail("ada@missing.example", mx)).toMatchObject({
      status: "invalid",
      reasons: ["no_mail_server"],
    });
    expect(await checkEmail("not an email", mx)).toMatchObject({ status: "invalid", reasons: ["syntax"] });
    expect(await checkEmail("ada@broken.example", mx)).toMatchObject({
      status: "unknown",
      reasons: ["dns_unknown"],
    });
  });

  it("answers unknown when the server never replies, within its timeout", async () => {
    const result = await checkEmail("ada@slow.example", lookup());
    expect(result).toMatchObject({ status: "unknown", reasons: ["dns_unknown"] });
  });

  it("asks the server once per domain (cache), highest-priority MX first", async () => {
    const mx = lookup();
    const before = dns.queries.filter((q) => q === "MX acme.example").length;
    await Promise.all([
      checkEmail("a@acme.example", mx),
      checkEmail("b@acme.example", mx),
      checkEmail("c@acme.example", mx),
    ]);
    expect(dns.queries.filter((q) => q === "MX acme.example").length - before).toBe(1);
    expect(await mx("acme.example")).toEqual({ kind: "mx", hosts: ["mx1.acme.example", "mx2.acme.example"] });
  });
});
