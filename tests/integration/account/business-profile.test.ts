import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { outreachSignature } from "@/lib/business-profile/signature";
import { getBusinessProfile } from "@/lib/business-profile/queries";
import { analyzeBusiness } from "@/lib/recommendations/analyze";
import { fileStorage } from "@/lib/storage";
import { callAction, callRoute } from "@/tests/integration/security/support/call";
import { createFixtures } from "@/tests/integration/security/support/fixtures";

vi.mock("next/headers", () => import("../security/support/next-headers-mock"));
vi.mock("next/cache", () => import("../security/support/next-cache-mock"));

const actions = "app/(studio)/profile/actions.ts";
const logoRoute = "app/api/business-profile/logo/route.ts";
const save = (cookie: string, input: Record<string, unknown>) =>
  callAction(actions, "saveBusinessProfileAction", [undefined, input], cookie);

const valid = {
  name: "  Bright Smiles Dental  ",
  industry: "Dental clinics",
  contactEmail: "hello@brightsmiles.example",
  website: "https://brightsmiles.example",
  city: "Singapore",
  country: "Singapore",
  linkedin: "https://www.linkedin.com/company/bright-smiles",
};

function multipart(bytes: Uint8Array, name = "logo.png", type = "image/png") {
  const boundary = "----test-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    body: new Uint8Array(body),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe("Business profile", () => {
  it("saves to the workspace, trimmed, with the spec's success message", async () => {
    const f = await createFixtures();
    const outcome = await save(f.a.admin.cookie, valid);
    expect(outcome).toMatchObject({ kind: "ok", message: "Business profile updated successfully!" });
    const profile = await getBusinessProfile({ workspaceId: f.a.workspaceId });
    expect(profile).toMatchObject({
      name: "Bright Smiles Dental",
      industry: "Dental clinics",
      city: "Singapore",
    });
    expect(await getBusinessProfile({ workspaceId: f.b.workspaceId })).toBeUndefined();
  });

  it("returns every field error with the spec's messages and saves nothing", async () => {
    const f = await createFixtures();
    const empty = await save(f.a.owner.cookie, { name: " ", industry: "", contactEmail: "" });
    expect(JSON.parse(empty.text).fieldErrors).toEqual({
      name: ["Company name is required"],
      industry: ["Industry is required"],
      contactEmail: ["Email is required"],
    });
    const bad = await save(f.a.owner.cookie, {
      ...valid,
      contactEmail: "not an email",
      website: "javascript:alert(1)",
      twitter: "my twitter",
      facebook: "data:text/html,hi",
    });
    const errors = JSON.parse(bad.text).fieldErrors as Record<string, string[]>;
    expect(errors.contactEmail).toEqual(["Invalid email address"]);
    for (const field of ["website", "twitter", "facebook"])
      expect(errors[field]).toEqual(["Please enter a web address, such as https://example.com"]);
    expect(await getBusinessProfile({ workspaceId: f.a.workspaceId })).toBeUndefined();
  });

  it("stores an address typed without its scheme as https", async () => {
    const f = await createFixtures();
    const outcome = await save(f.a.owner.cookie, {
      ...valid,
      website: "brightsmiles.example",
      facebook: "www.facebook.com/brightsmiles",
    });
    expect(outcome.kind).toBe("ok");
    expect(await getBusinessProfile({ workspaceId: f.a.workspaceId })).toMatchObject({
      website: "https://brightsmiles.example/",
      facebook: "https://www.facebook.com/brightsmiles",
    });
  });

  it("is changed by the owner and admins only", async () => {
    const f = await createFixtures();
    expect((await save(f.a.member.cookie, valid)).kind).toBe("forbidden");
    expect(
      (
        await callRoute(
          logoRoute,
          "POST",
          { path: "/api/business-profile/logo", ...multipart(new Uint8Array([1])) },
          f.a.member.cookie,
        )
      ).kind,
    ).toBe("forbidden");
  });

  it("stores a logo re-encoded, refuses an SVG or a polyglot, and replaces the old file", async () => {
    const f = await createFixtures();
    const upload = (bytes: Uint8Array, name?: string, type?: string) =>
      callRoute(
        logoRoute,
        "POST",
        { path: "/api/business-profile/logo", ...multipart(bytes, name, type) },
        f.a.owner.cookie,
      );
    const svg = await upload(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "logo.png",
      "image/png",
    );
    expect(svg).toMatchObject({ kind: "bad_request", message: "Upload a PNG, JPEG or WebP image." });
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#114477" } })
      .png()
      .toBuffer();
    const polyglot = await upload(
      new Uint8Array(Buffer.concat([png, Buffer.from("<html><script>alert(1)</script>")])),
    );
    expect(polyglot.kind).toBe("bad_request");
    expect(await getBusinessProfile({ workspaceId: f.a.workspaceId })).toBeUndefined();

    expect((await upload(new Uint8Array(png))).kind).toBe("ok");
    const first = (await getBusinessProfile({ workspaceId: f.a.workspaceId }))?.logoKey ?? "";
    expect(first).toMatch(new RegExp(`^workspaces/${f.a.workspaceId}/logos/[0-9a-f-]+\\.png$`));
    const second = await upload(new Uint8Array(png));
    const url = (JSON.parse(second.text) as { data: { logoUrl: string } }).data.logoUrl;
    const now = (await getBusinessProfile({ workspaceId: f.a.workspaceId }))?.logoKey ?? "";
    expect(now).not.toBe(first);
    expect(await fileStorage().exists(first)).toBe(false);
    const served = await callRoute("app/api/files/route.ts", "GET", { path: url });
    expect(served.kind).toBe("ok");
  });

  it("feeds the recommender: the profile's place reaches a description that names none", async () => {
    const f = await createFixtures();
    const description = "We run a family dental clinic offering check-ups and whitening";
    const without = await analyzeBusiness({
      workspaceId: f.a.workspaceId,
      userId: f.a.owner.userId,
      businessDescription: description,
    });
    await save(f.a.owner.cookie, valid);
    const withProfile = await analyzeBusiness({
      workspaceId: f.a.workspaceId,
      userId: f.a.owner.userId,
      businessDescription: description,
    });
    expect(without.profile?.location ?? null).toBeNull();
    expect(withProfile.profile?.location).toBe("Singapore");
  });
});

describe("outreach signature", () => {
  it("escapes every value and links only web addresses", () => {
    const signature = outreachSignature(
      {
        name: "<script>alert(1)</script> & Co",
        industry: "Dental",
        contactEmail: "a@b.example",
        website: "javascript:alert(1)",
        linkedin: "https://linkedin.com/company/x",
        city: "Paris",
        country: "France",
      },
      { logoUrl: "javascript:alert(2)" },
    );
    expect(signature.html).not.toContain("<script>");
    expect(signature.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co");
    expect(signature.html).not.toContain("javascript:");
    expect(signature.html).toContain('href="https://linkedin.com/company/x"');
    expect(signature.text).toContain("Paris, France");
    expect(signature.text).not.toContain("javascript:");
  });
});
