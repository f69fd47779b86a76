import path from "node:path";
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { expect, test } from "./fixtures/auth";
import { readZip } from "../support/zip-entries";

test("save the business profile, upload a logo and see the preview a lead would see", async ({
  page,
  account,
}) => {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Business Profile", level: 1 })).toBeVisible();
  const contactEmail = page.getByRole("textbox", { name: "Email", exact: true });
  await expect(contactEmail).toHaveValue(account.email);

  await contactEmail.fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Company name is required")).toBeVisible();
  await expect(page.getByText("Industry is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();

  await page.getByLabel("Company Name").fill("Bright Smiles Dental");
  await page.getByLabel("Industry").fill("Dental clinics");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-email");
  await page.getByLabel("Website").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(
    page.getByText("Please enter a web address, such as https://example.com").first(),
  ).toBeVisible();

  await page.getByRole("textbox", { name: "Email", exact: true }).fill("hello@brightsmiles.example");
  await page.getByLabel("Website").fill("brightsmiles.example"); // typed without its scheme, as people do
  await page.getByLabel("City").fill("Singapore");
  await page.getByLabel("LinkedIn").fill("https://www.linkedin.com/company/bright-smiles");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Business profile updated successfully!")).toBeVisible();

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  await page
    .getByLabel("Upload logo")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: svg });
  await expect(page.getByText("Upload a PNG, JPEG or WebP image.")).toBeVisible();
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Upload logo")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img", { name: "Company logo" })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Company Name")).toHaveValue("Bright Smiles Dental");
  await expect(page.getByLabel("Website")).toHaveValue("https://brightsmiles.example/");
  await page.getByRole("button", { name: "Preview Profile" }).click();
  const preview = page.getByRole("dialog", { name: "Profile Preview" });
  const signature = preview.getByTestId("signature-html");
  await expect(signature.getByText("Bright Smiles Dental")).toBeVisible();
  await expect(signature.getByRole("link", { name: "LinkedIn" })).toHaveAttribute(
    "href",
    "https://www.linkedin.com/company/bright-smiles",
  );
  await expect(signature.getByRole("link", { name: "brightsmiles.example", exact: true })).toHaveAttribute(
    "href",
    "https://brightsmiles.example/",
  );
  await expect(signature.getByRole("img", { name: "Bright Smiles Dental logo" })).toBeVisible();
  await expect(preview.getByText("Singapore")).toHaveCount(2); // the HTML signature and the plain text one
});

test("export my data and open the zip", async ({ page, browser, account: _account }) => {
  await page.goto("/data-privacy");
  await expect(page.getByRole("heading", { name: "GDPR Compliance" })).toBeVisible();
  await page.getByRole("button", { name: "Export my data" }).click();
  await expect(page.getByText("Your data export has started.")).toBeVisible();
  const download = page.getByRole("button", { name: "Download export" });
  await expect(download).toBeVisible({ timeout: 45_000 });
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^crm-pro-data-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = readZip(await readFile(await file.path()));
  expect([...entries.keys()]).toEqual(
    expect.arrayContaining([
      "README.txt",
      "json/workspace.json",
      "json/members.json",
      "json/leads.json",
      "csv/leads.csv",
      "csv/lists.csv",
      "csv/projects.csv",
    ]),
  );
  expect(entries.get("json/members.json")?.toString()).not.toContain("passwordHash");

  // The same page in a browser on another clock: the export's time is written alike on the server and in
  // the browser (in the workspace's time zone, UTC here), so the page hydrates without a mismatch.
  const elsewhere = await browser.newContext({
    storageState: await page.context().storageState(),
    timezoneId: "Pacific/Auckland",
  });
  const there = await elsewhere.newPage();
  const errors: string[] = [];
  there.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  there.on("pageerror", (error) => errors.push(error.message));
  await there.goto("/data-privacy");
  await expect(
    there.getByText(/^Your export from \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} UTC is ready/),
  ).toBeVisible();
  await there.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
  await elsewhere.close();
});

test("delete an account with the exact phrase, then sign-in is refused", async ({ page, account }) => {
  await page.goto("/data-privacy");
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel('Type "DELETE MY ACCOUNT" to confirm').fill("delete my account");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText('Please type "DELETE MY ACCOUNT" to confirm')).toBeVisible();

  await dialog.getByLabel('Type "DELETE MY ACCOUNT" to confirm').fill("DELETE MY ACCOUNT");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  const done = page.getByRole("dialog", { name: "Account deleted" });
  await expect(
    done.getByText(
      "Your account deletion request has been submitted. You will receive a confirmation email shortly.",
    ),
  ).toBeVisible();

  // The old session cookie no longer opens a signed-in page.
  await page.goto("/data-privacy");
  await page.waitForURL("**/signin**");
  await page.getByLabel("Email address").fill(account.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Email is not registered" })).toBeVisible();
  expect(page.url()).toContain("/signin");
});

test("upload a profile photo in Settings and see it in the account menu", async ({
  page,
  account: _account,
}) => {
  await page.goto("/settings");
  await page
    .locator("#avatar-file")
    .setInputFiles(path.join(process.cwd(), "tests", "fixtures", "images", "contact-card.png"));
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Photo updated successfully!" }),
  ).toBeVisible();
  const menuPhoto = page.getByRole("button", { name: /^Account menu for/ }).locator("img");
  await expect(menuPhoto).toHaveAttribute("src", /^\/api\/users\/[0-9a-f-]+\/avatar\/[0-9a-f-]+\.png$/);
  await expect.poll(() => menuPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const served = await page.request.get((await menuPhoto.getAttribute("src")) ?? "");
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  await page.getByRole("button", { name: "Remove Photo" }).click();
  await expect(page.getByRole("button", { name: /^Account menu for/ }).locator("img")).toHaveCount(0);
});
