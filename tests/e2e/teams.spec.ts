import { expect, test, type Page } from "@playwright/test";
import { findEmailLink, newTestUser, signUpAndSignIn, uniqueIp } from "./fixtures/auth";
import { LeadsPage } from "./pages/leads-page";

/** Invites an address from the Teams page's dialog and waits for it to close. */
async function invite(page: Page, email: string, role: "member" | "admin") {
  await page.getByRole("button", { name: "Invite Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a team member" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Role").selectOption(role);
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(dialog).toBeHidden();
}

test("invite a member, who signs up through the emailed link, works as a member, and is removed", async ({
  page,
  browser,
}) => {
  const owner = await signUpAndSignIn(page);
  const invitee = newTestUser();

  await page.goto("/teams");
  await page.getByRole("button", { name: "Invite Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a team member" });
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(dialog.getByText("Email is required")).toBeVisible();
  await expect(dialog.getByText("Role is required")).toBeVisible();
  await dialog.getByLabel("Email").fill("not an address");
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(dialog.getByText("Invalid email address")).toBeVisible();
  await dialog.getByLabel("Email").fill(invitee.email);
  await dialog.getByLabel("Role").selectOption("member");
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  const pendingRow = page.getByRole("row").filter({ hasText: invitee.email });
  await expect(pendingRow).toContainText("Pending");

  // The invitee, in a browser of their own, opens the link the dev outbox holds.
  const theirs = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
  const them = await theirs.newPage();
  const link = await findEmailLink(them.request, invitee.email, "/invite/");
  await them.goto(link);
  await expect(them.getByRole("heading", { name: /^Join / })).toBeVisible();
  await expect(them.getByText(`${owner.name} invited ${invitee.email}`)).toBeVisible();
  await them.getByRole("link", { name: "Create an account and join" }).click();
  await expect(them.getByLabel("Email Address")).toHaveValue(invitee.email);
  await them.getByLabel("Full Name").fill(invitee.name);
  await them.getByLabel("Country code").selectOption("+65");
  await them.getByRole("textbox", { name: "Phone", exact: true }).fill(invitee.phone.replace(/^\+65/, ""));
  await them.getByRole("textbox", { name: "Password", exact: true }).fill(invitee.password);
  await them.getByLabel("Confirm Password").fill(invitee.password);
  await them.getByRole("checkbox", { name: /I agree to the Terms/ }).check();
  await them.getByRole("button", { name: "Create Account" }).click();
  await them.waitForURL("**/dashboard");

  // A member is offered leads, not integrations, campaigns or billing; a refused URL says why and whom to ask.
  await them.goto("/teams");
  const nav = them.getByRole("navigation", { name: "Studio" });
  await expect(nav.getByRole("link", { name: "Teams" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Leads" })).toBeVisible();
  for (const hidden of ["Integrations", "AI Outreach", "Billing & Subscription"]) {
    await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);
  }
  await expect(them.getByRole("button", { name: "Invite Member" })).toHaveCount(0);
  // Their own row offers to leave; the owner's does not (the owner cannot leave).
  await expect(
    them.getByRole("row").filter({ hasText: invitee.email }).getByRole("button", { name: "Leave" }),
  ).toBeVisible();
  await expect(them.getByRole("button", { name: "Leave" })).toHaveCount(1);
  for (const area of ["Integrations", "Campaigns"]) {
    await them.goto(`/${area.toLowerCase()}`);
    await expect(them.getByRole("heading", { name: `Your role does not include ${area}` })).toBeVisible();
    await expect(
      them.getByText(`You are a Member in ${owner.name}'s workspace. ${owner.name} can make you an Admin`),
    ).toBeVisible();
  }
  // Nor is a source they cannot connect sent there: they are told to ask an owner or admin.
  await them.goto("/scrape");
  await expect(them.getByTestId("source-unavailable-linkedin")).toContainText(
    "Only an owner or admin of this workspace can connect accounts",
  );
  // Nor does any screen lead them to a campaign page they would find missing.
  await them.goto("/dashboard");
  await expect(them.getByRole("link", { name: "New project" })).toBeVisible();
  await expect(them.getByRole("link", { name: "New campaign" })).toHaveCount(0);
  await expect(them.getByRole("link", { name: "Active campaigns" })).toHaveCount(0);
  const leads = new LeadsPage(them);
  await leads.goto();
  await leads.loadSampleData();
  await leads.selectLead("Bluebird Analytics");
  const selection = them.getByRole("region", { name: "Selected leads" });
  await expect(selection.getByRole("button", { name: "Create List" })).toBeVisible();
  await expect(selection.getByRole("button", { name: "Send Campaign" })).toHaveCount(0);

  // The owner removes them; their next request is in their own workspace, and the bell says why.
  await page.reload();
  const memberRow = page.getByRole("row").filter({ hasText: invitee.email });
  await expect(memberRow).toContainText("Accepted");
  await memberRow.getByRole("button", { name: "Remove" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  // The dialog closes once the removal is done; while it is open the rows are hidden from the role query.
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: invitee.email })).toHaveCount(0);
  await them.goto("/leads");
  await expect(them.getByText("No leads yet")).toBeVisible();
  await them.getByRole("button", { name: "Notifications, 1 unread" }).click();
  await expect(them.getByText(`You no longer have access to ${owner.name}'s workspace.`)).toBeVisible();
  await theirs.close();
});

test("from a phone to a desktop each row of the team reads without scrolling sideways: under the name on a phone or a tablet, in columns on a desktop", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const invitee = newTestUser();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/teams");
  await invite(page, invitee.email, "member");

  // 768 and 1024 px: a tablet either way round, the second with the sidebar beside the table.
  for (const width of [360, 768, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 780 });
    const row = page.getByRole("row").filter({ hasText: invitee.email });
    // What is rendered (innerText skips the hidden columns): the role, the status and the date are on the screen.
    await expect.poll(() => row.innerText()).toMatch(/Member[^]*Pending\s+Invited \w{3} \d+, \d{4}/);
    const revoke = row.getByRole("button", { name: "Revoke" });
    await expect(revoke).toBeVisible();
    const box = await revoke.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    const table = page.getByRole("region", { name: "Team members" });
    expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  }

  // Revoked from the keyboard, the row and its button go: the focus stays in the table, not the page's top.
  await page
    .getByRole("row")
    .filter({ hasText: invitee.email })
    .getByRole("button", { name: "Revoke" })
    .press("Enter");
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).press("Enter");
  await expect(page.getByRole("row").filter({ hasText: invitee.email })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Team members" })).toBeFocused();
});

test("the owner names the workspace; its invitation, opened while signed in as someone else, joins it after signing in", async ({
  page,
  browser,
}) => {
  const owner = await signUpAndSignIn(page);
  const elsewhere = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
  const invitee = await signUpAndSignIn(await elsewhere.newPage());
  await elsewhere.close();

  // The workspace gets the business's name, which the invitation and the switcher then show.
  const name = `Acme Dental ${invitee.email.slice(4, 10)}`;
  await page.goto("/profile");
  const workspace = page.getByRole("region", { name: "Workspace" });
  await expect(workspace.getByLabel("Workspace name")).toHaveValue(`${owner.name}'s workspace`);
  await workspace.getByLabel("Workspace name").fill(" ");
  await workspace.getByRole("button", { name: "Save name" }).click();
  await expect(workspace.getByText("Workspace name is required")).toBeVisible();
  await workspace.getByLabel("Workspace name").fill(name);
  await workspace.getByRole("button", { name: "Save name" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: `Workspace renamed to ${name}.` }),
  ).toBeVisible();

  await page.goto("/teams");
  await invite(page, invitee.email, "admin");

  // The owner's browser is where the invitee opens the link.
  await page.goto(await findEmailLink(page.request, invitee.email, "/invite/"));
  await expect(page.getByRole("heading", { name: `Join ${name}` })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${owner.email}.`)).toBeVisible();
  await page.getByRole("button", { name: `Sign out and continue as ${invitee.email}` }).click();
  await page.waitForURL(/\/signin\?callbackUrl=/);
  await page.getByLabel("Email address").fill(invitee.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(invitee.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(/\/invite\//);
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await page.waitForURL("**/dashboard");
  await page.getByRole("button", { name: `Account menu for ${invitee.name}` }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByText(`${invitee.name}'s workspace`)).toBeVisible();
  await expect(menu).toContainText(`${name}(current)`);

  // Back in their own workspace, the invitation opened again leads into the one it joined.
  await menu.getByRole("menuitem", { name: `${invitee.name}'s workspace` }).click();
  await page.getByRole("button", { name: `Account menu for ${invitee.name}` }).click();
  await expect(menu).toContainText(`${invitee.name}'s workspace(current)`);
  await page.keyboard.press("Escape");
  await page.goto(await findEmailLink(page.request, invitee.email, "/invite/"));
  await expect(page.getByRole("heading", { name: `You are a member of ${name}` })).toBeVisible();
  await page.getByRole("button", { name: `Open ${name}` }).click();
  await page.waitForURL("**/dashboard");
  await page.getByRole("button", { name: `Account menu for ${invitee.name}` }).click();
  await expect(menu).toContainText(`${name}(current)`);

  // Signed out, the used link offers sign-in, which comes back to it and so into the workspace.
  const inviteLink = await findEmailLink(page.request, invitee.email, "/invite/");
  await page.context().clearCookies();
  await page.goto(inviteLink);
  await expect(page.getByRole("heading", { name: "This invitation is not valid" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email address").fill(invitee.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(invitee.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { name: `You are a member of ${name}` })).toBeVisible();

  // They leave it from its Teams page and are back in their own workspace, the only one they have.
  await page.getByRole("button", { name: `Open ${name}` }).click();
  await page.waitForURL("**/dashboard");
  await page.goto("/teams");
  await page
    .getByRole("row")
    .filter({ hasText: invitee.email })
    .getByRole("button", { name: "Leave" })
    .click();
  const leaving = page.getByRole("alertdialog", { name: `Leave ${name}?` });
  await expect(leaving).toContainText("those not sent yet go out under the owner's name");
  await leaving.getByRole("button", { name: "Leave workspace" }).click();
  await page.waitForURL("**/dashboard");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: `You left ${name}.` })).toBeVisible();
  await page.goto("/teams");
  await expect(page.getByText(`The people working in ${invitee.name}'s workspace.`)).toBeVisible();
  await page.getByRole("button", { name: `Account menu for ${invitee.name}` }).click();
  await expect(menu).not.toContainText(name);
});
