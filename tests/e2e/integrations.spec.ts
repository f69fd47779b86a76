import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures/auth";

/**
 * In Chromium against the fake Unipile (playwright.config.ts starts it): connect LinkedIn
 * through the hosted page, see it connected, test it, disconnect, reconnect, a status webhook lights
 * the bell, delete.
 */
const fakeUnipile = `http://127.0.0.1:${process.env.UNIPILE_FAKE_PORT ?? 4310}`;
const webhookSecret = "unipile-e2e-webhook-secret-0123";
// Its own name: other tests connect accounts through the same fake at the same time.
const accountName = `Ada Lovelace ${randomBytes(3).toString("hex")}`;

test("integrations: connect, test, disconnect, reconnect, status webhook, delete", async ({
  page,
  account: _account,
  baseURL,
}) => {
  const toast = (text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
  const linkedin = page.getByTestId("integration-LINKEDIN");

  await page.goto("/integrations");
  await expect(page.getByRole("heading", { name: "Integrations", level: 1 })).toBeVisible();
  await expect(linkedin.getByText("Not Connected")).toBeVisible();
  for (const provider of ["WHATSAPP", "INSTAGRAM", "TELEGRAM"]) {
    await expect(
      page.getByTestId(`integration-${provider}`).getByRole("button", { name: "Connect" }),
    ).toBeEnabled();
  }
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(
    axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
  ).toEqual([]);
  await page.getByRole("button", { name: "Connect X (Twitter) (coming soon)" }).click();
  await expect(toast("Coming soon! Stay tuned.")).toBeVisible();

  // Connect through Unipile's hosted page (the fake), which calls our notify URL and sends the browser back.
  await linkedin.getByRole("button", { name: "Connect" }).click();
  await page.waitForURL(`${fakeUnipile}/hosted/**`);
  await page.getByLabel("Account name").fill(accountName);
  await page.getByRole("button", { name: "Connect" }).click();
  await expect(toast("Successfully connected to LinkedIn!")).toBeVisible();
  await page.waitForURL(/\/integrations$/);
  await expect(linkedin.getByText("Connected", { exact: true })).toBeVisible();
  await expect(linkedin.getByText(accountName)).toBeVisible();
  await expect(linkedin.getByText("Connected on")).toBeVisible();

  await linkedin.getByRole("button", { name: "Test Connection" }).click();
  await expect(toast(`LinkedIn account "${accountName}" is working`)).toBeVisible();

  await linkedin.getByRole("button", { name: "Disconnect" }).click();
  await expect(toast("Disconnected from LinkedIn")).toBeVisible();
  await expect(linkedin.getByText("Not Connected")).toBeVisible();

  await linkedin.getByRole("button", { name: "Reconnect" }).click();
  await page.waitForURL(`${fakeUnipile}/hosted/**`);
  await page.getByLabel("Account name").fill(accountName);
  await page.getByRole("button", { name: "Connect" }).click();
  await expect(toast("Successfully connected to LinkedIn!")).toBeVisible();
  await expect(linkedin.getByText("Connected", { exact: true })).toBeVisible();

  // Unipile reports expired credentials: the connection needs attention and the bell lights up.
  const accounts = (await (await page.request.get(`${fakeUnipile}/_fake/accounts`)).json()) as {
    items: Array<{ id: string; name: string }>;
  };
  const adaId = accounts.items.find((a) => a.name === accountName)?.id;
  expect(adaId).toBeTruthy();
  await page.request.post(`${fakeUnipile}/_fake/webhook`, {
    data: { url: `${baseURL}/api/integrations/webhook`, secret: webhookSecret },
  });
  const delivered = await page.request.post(`${fakeUnipile}/_fake/status`, {
    data: { accountId: adaId, status: "CREDENTIALS" },
  });
  expect(((await delivered.json()) as { delivered: number }).delivered).toBe(200);
  await page.reload();
  await expect(linkedin.getByText("Needs attention")).toBeVisible();
  await expect(linkedin.getByText("CREDENTIALS: sign in again with Reconnect.")).toBeVisible();
  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole("menu").getByText("LinkedIn connection needs attention")).toBeVisible();
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByRole("button", { name: "Mark all read" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

  await linkedin.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete LinkedIn Account?" });
  await expect(dialog).toContainText("cannot be undone");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast("LinkedIn account deleted successfully!")).toBeVisible();
  await expect(linkedin.getByText("Not Connected")).toBeVisible();
  const after = (await (await page.request.get(`${fakeUnipile}/_fake/accounts`)).json()) as {
    items: Array<{ id: string }>;
  };
  expect(after.items.map((a) => a.id)).not.toContain(adaId);
});
