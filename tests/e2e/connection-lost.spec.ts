import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures/auth";
import { CampaignsPage } from "./pages/campaigns-page";
import { LeadsPage } from "./pages/leads-page";
import { Shell } from "./pages/shell";

const connectionLost = "Could not reach the server. Check your connection and try again.";
const errorPage = "Unexpected Application Error!";

/**
 * A connection that drops while a screen is open: a request fails in the browser, and each screen says so
 * and keeps what the user had (a server action's failure went to the error page, taking the campaign with
 * it; an upload's blamed the file and started over). Back online, the same button does it, once.
 */
test("a lost connection keeps an upload's mapping, the wizard, its preview, a setting and the session", async ({
  page,
  context,
  account: _account,
}) => {
  test.setTimeout(120_000);
  const tag = randomBytes(4).toString("hex");
  const leads = new LeadsPage(page);
  const file = {
    name: `offline-${tag}.csv`,
    text: `name,company,email\nMae Jemison,Langley Research,mae-${tag}@outreach-e2e.test\n`,
  };

  // Upload Leads: the file is not blamed for a lost connection, and the mapping step waits to import.
  await leads.goto();
  await context.setOffline(true);
  const upload = await leads.openMappingStep(file);
  await expect(upload.getByText(connectionLost)).toBeVisible();
  await context.setOffline(false);
  await upload.getByRole("button", { name: "Next: map columns" }).click();
  const importButton = upload.getByRole("button", { name: "Import leads" });
  await context.setOffline(true);
  await importButton.click();
  await expect(leads.toast(connectionLost)).toBeVisible();
  await context.setOffline(false);
  await importButton.click();
  await expect(leads.toast("Successfully uploaded 1 leads")).toBeVisible();
  await upload.getByRole("button", { name: "Done" }).click();

  const campaigns = new CampaignsPage(page);
  await campaigns.goto();
  await campaigns.startFirstCampaign("Sent once online", `offline-${tag} (1 lead)`, "Cold Outreach");
  const subject = campaigns.wizard.getByLabel("Subject");

  const preview = campaigns.wizard.getByTestId("preview-subject");
  const template = (await preview.textContent()) ?? "";

  // The preview is read again as the subject changes. A read that fails on its way (the server out of
  // reach, the browser still online) leaves the last preview and the wizard as they were.
  const onCampaigns = (url: URL) => url.pathname === "/campaigns";
  await page.route(onCampaigns, (route) =>
    route.request().headers()["next-action"] ? route.abort("connectionreset") : route.continue(),
  );
  const failedRead = page.waitForEvent("requestfailed", (request) => onCampaigns(new URL(request.url())));
  await subject.fill("Hello {{firstName|there}} from orbit");
  await failedRead;
  await expect(page.getByText(errorPage)).toHaveCount(0);
  await expect(preview).toHaveText(template);
  await page.unroute(onCampaigns);

  // Offline nothing is read, and the preview says it is behind; back online the text is read.
  const behind = campaigns.wizard.getByRole("status").filter({ hasText: "You are offline" });
  await context.setOffline(true);
  await subject.fill("Hello {{firstName|there}} from the Moon");
  await expect(behind).toBeVisible();
  await context.setOffline(false);
  await expect(preview).toHaveText("Hello Mae from the Moon");
  await expect(behind).toHaveCount(0);

  await campaigns.continueButton.click();
  await campaigns.wizard.getByLabel("Delay between messages (minutes)").fill("0");
  await context.setOffline(true);
  await campaigns.wizard.getByRole("button", { name: "Send Campaign" }).click();
  await expect(campaigns.toast("Failed to create campaign. Please try again.")).toContainText(connectionLost);
  await expect(page.getByText(errorPage)).toHaveCount(0);
  await expect(campaigns.wizard.getByLabel("Delay between messages (minutes)")).toHaveValue("0");

  await context.setOffline(false);
  await campaigns.wizard.getByRole("button", { name: "Send Campaign" }).click();
  await expect(campaigns.toast("Campaign sent successfully!")).toBeVisible();
  await expect(campaigns.card("Sent once online")).toHaveCount(1);

  // A setting saved offline stays chosen, to be saved again.
  await page.goto("/profile");
  const timeZone = page.getByRole("region", { name: "Time zone" });
  await context.setOffline(true);
  await timeZone.getByLabel("Workspace time zone").selectOption("Asia/Tokyo");
  await timeZone.getByRole("button", { name: "Save time zone" }).click();
  await expect(leads.toast(connectionLost)).toBeVisible();
  await expect(page.getByText(errorPage)).toHaveCount(0);
  await context.setOffline(false);
  await timeZone.getByRole("button", { name: "Save time zone" }).click();
  await expect(leads.toast("Time zone set to Asia/Tokyo.")).toBeVisible();

  // Signing out needs the server: offline the session stays open, and the page with it.
  const shell = new Shell(page);
  await context.setOffline(true);
  await shell.openAccountMenu();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(leads.toast("Could not sign out. Please try again.")).toContainText(connectionLost);
  await expect(page).toHaveURL(/\/profile$/);
  await context.setOffline(false);
  await shell.signOut();
});
