import { expect, test } from "@playwright/test";
import { readOutbox, signInThroughForm, signUpAndSignIn, uniqueIp } from "./fixtures/auth";

test("email off for a category sends no email for it; the bell shows the event and Mark all read clears it", async ({
  page,
  browser,
}) => {
  const user = await signUpAndSignIn(page);

  await page.goto("/notifications");
  const leadsEmail = page.getByRole("checkbox", { name: "Leads email notifications" });
  await expect(leadsEmail).toBeChecked();
  await leadsEmail.uncheck();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Notification settings saved.")).toBeVisible();
  await expect(page.getByText("Email: Billing, Campaigns, Security, Updates")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Leads email notifications" })).not.toBeChecked();

  // A leads event: an import through the API the Leads page uses.
  const imported = await page.request.post("/api/leads/upload", {
    data: { fileName: "fair", leads: [{ name: "Ana", company: "Acme" }] },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  // A security event whose email is on: a sign-in from another browser.
  const other = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15",
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  await signInThroughForm(await other.newPage(), user);
  await other.close();

  // The security digest arrives; by then the leads event (earlier) has had its chance, and sent nothing.
  await expect
    .poll(async () => (await readOutbox(page.request, user.email)).map((e) => e.subject), { timeout: 30_000 })
    .toContain("Security: New sign-in from a new device");
  const emails = await readOutbox(page.request, user.email);
  expect(emails.map((e) => e.subject).filter((s) => s.startsWith("Leads"))).toEqual([]);
  const turnOff = emails
    .find((e) => e.subject === "Security: New sign-in from a new device")!
    .links.find((l) => new URL(l).pathname.startsWith("/email-preferences/"))!;

  // In-app is still on for leads: the bell has both, unread.
  await page.goto("/dashboard");
  const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
  await bell.click();
  await expect(page.getByRole("menuitem", { name: /Import finished: fair/ })).toBeVisible();
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByText("All notifications marked as read.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

  // The dashboard's recent activity has the import.
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Recent activity" }).getByRole("link", { name: /fair/ }),
  ).toBeVisible();

  // The digest's own link turns its category's email off without signing in; opened again, it says so.
  await page.goto(turnOff);
  await page.getByRole("button", { name: "Turn off Security emails" }).click();
  await expect(page.getByRole("heading", { name: "Security emails are off" })).toBeVisible();
  await page.goto(turnOff);
  await expect(page.getByRole("heading", { name: "Security emails are off" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn off Security emails" })).toHaveCount(0);
  await page.goto("/notifications");
  await expect(page.getByRole("checkbox", { name: "Security email notifications" })).not.toBeChecked();
});
