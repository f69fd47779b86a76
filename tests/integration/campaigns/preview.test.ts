/**
 * The wizard's live preview is the email the recipient receives: rendered by the engine's own functions
 * for a real lead of the list, the business profile's signature included, identical to what the engine
 * hands the provider except for the unsubscribe link's token (the preview names no delivery).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatchCampaign } from "@/lib/campaigns/dispatch";
import { previewMessage, previewSchema } from "@/lib/campaigns/wizard";
import { startFakeResend, type FakeResend } from "@/tests/fakes/resend";
import { channelFor, createList, createTenant, newCampaign, people, saveHarbourProfile } from "./support";

let fake: FakeResend;
beforeAll(async () => {
  fake = await startFakeResend();
});
afterAll(async () => {
  await fake.close();
});

const subject = "Hello {{firstName|there}}";
const body = "Hi {{firstName|there}} at {{company}},\n\nA word from us <b>today</b>.";
const anyUnsubscribeLink = /\/unsubscribe\/[0-9a-f-]{36}\.[A-Za-z0-9_-]+/g;

describe("the wizard's preview", () => {
  it("shows the email as sent, with the business profile's signature and the unsubscribe link", async () => {
    const tenant = await createTenant();
    await saveHarbourProfile(tenant);
    const listId = await createList(tenant, people(1, "preview.example.org"));
    const preview = await previewMessage({
      workspaceId: tenant.workspaceId,
      input: previewSchema.parse({ listId, subject, body }),
    });
    expect(preview.recipient).toEqual({ name: "Person 0 Last", email: "p0@preview.example.org" });
    expect(preview.signed).toBe(true);
    expect(preview.email?.text).toBe(
      [
        "Hi Person at Co 0,\n\nA word from us <b>today</b>.",
        "--\nHarbour & Co\nConsulting\nhello@harbour.example\n1 Quay Street, Bristol, BS1 4DJ, United Kingdom",
        `Unsubscribe: ${preview.email?.text.match(/Unsubscribe: (\S+)$/)?.[1]}`,
      ].join("\n\n"),
    );
    expect(preview.email?.text).toMatch(anyUnsubscribeLink);
    expect(preview.email?.html).toContain("A word from us &lt;b&gt;today&lt;/b&gt;.");
    expect(preview.email?.html).toContain('<strong style="font-size:15px">Harbour &amp; Co</strong>');

    const campaign = await newCampaign(tenant, listId, { subject, body });
    await dispatchCampaign(campaign.id, { channel: channelFor(fake) });
    const sent = fake.accepted.find((a) => a.to === "p0@preview.example.org")!;
    expect(sent.subject).toBe(preview.subject);
    expect(preview.email?.html.replace(anyUnsubscribeLink, "/unsubscribe/LINK")).toBe(
      sent.html.replace(anyUnsubscribeLink, "/unsubscribe/LINK"),
    );
  });

  it("has no signature while the business profile has no name, and no email without a recipient", async () => {
    const tenant = await createTenant();
    const listId = await createList(tenant, people(1, "plain.example.org"));
    const preview = await previewMessage({
      workspaceId: tenant.workspaceId,
      input: previewSchema.parse({ listId, subject, body }),
    });
    expect(preview.email?.text).toMatch(
      /^Hi Person at Co 0,\n\nA word from us <b>today<\/b>\.\n\nUnsubscribe: /,
    );
    expect(preview.email?.html).not.toContain('role="presentation"');
    expect(preview.signed).toBe(false);

    const emptyList = await createList(tenant, []);
    const empty = await previewMessage({
      workspaceId: tenant.workspaceId,
      input: previewSchema.parse({ listId: emptyList, subject, body }),
    });
    expect(empty).toMatchObject({ recipient: null, email: null, body, signed: false });
  });
});
