import { expectNoSeriousA11yViolations } from "./fixtures/axe";
import Papa from "papaparse";
import { expect, test } from "./fixtures/auth";
import { LeadsPage } from "./pages/leads-page";

test("leads: upload, search, filter, edit, select, list, download and delete", async ({
  page,
  account: _account,
}) => {
  // The longest journey of the suite (two axe scans, two uploads, three downloads): 60 s is too tight on
  // a shared 2-core machine.
  test.setTimeout(120_000);
  const leads = new LeadsPage(page);
  await leads.goto();
  await expect(leads.total).toHaveText("0 leads");
  await expect(page.getByRole("heading", { name: "No leads yet" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Download Leads" }).click();
  await page
    .getByRole("dialog", { name: "Download Leads" })
    .getByRole("button", { name: "Download", exact: true })
    .click();
  await expect(leads.toast("No leads to download.")).toBeVisible();
  await page.keyboard.press("Escape");

  await leads.loadSampleData();
  await expect(leads.total).toHaveText("50 leads");

  // The client refuses a file that is not CSV with the spec's message.
  const refused = await leads.uploadCsv("not-a-csv.png");
  await expect(refused.getByText("Please select a valid CSV file")).toBeVisible();
  await refused.getByRole("button", { name: "Cancel" }).click();

  const upload = await leads.uploadCsv("leads-basic.csv");
  await expect(upload.getByText("4 leads imported")).toBeVisible();
  await expect(upload.getByText("Row 5: ")).toBeVisible();
  await expect(upload.getByText("1 duplicate not imported")).toBeVisible();
  await expect(leads.toast("Successfully uploaded 4 leads")).toBeVisible();
  await upload.getByRole("button", { name: "Done" }).click();
  await expect(leads.total).toHaveText("54 leads");

  // Server paging: 25 per page by default, and switching tab starts every pagination again.
  await expect(page.getByText("Showing 1 to 25 of 54")).toBeVisible();
  await page.getByRole("link", { name: "Last page" }).click();
  await expect(page.getByText("Showing 51 to 54 of 54")).toBeVisible();
  await expect(page.getByText("Page 3 of 3")).toBeVisible();
  await leads.openTab("By Source");
  await leads.openTab("All Leads");
  await expect(page.getByText("Showing 1 to 25 of 54")).toBeVisible();

  await leads.search("Alan Tu");
  await expect(leads.rows).toHaveCount(1);
  await expect(leads.row("Alan Turing")).toBeVisible();
  // Case and accents do not count, in the names or in what is typed.
  await leads.search("ÁLAN TÚ");
  await expect(leads.rows).toHaveCount(1);
  await expect(leads.row("Alan Turing")).toBeVisible();
  await leads.search("");

  await leads.filter("Source", "CSV import");
  await expect(leads.rows).toHaveCount(4);
  await expect(page.getByText("Showing 1 to 4 of 4")).toBeVisible();
  await expect(leads.row("Grace Hopper")).toContainText("Navy, Inc.");

  // Server sorting from the column header, announced with aria-sort.
  await leads.table.getByRole("link", { name: "Name" }).click();
  await expect(leads.table.getByRole("columnheader", { name: "Name" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await expect(leads.rows.first()).toContainText("Ada Lovelace");
  await expect(leads.rows.last()).toContainText("Katherine Johnson");

  await page.getByRole("button", { name: "Edit lead Ada Lovelace" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Lead Details" });
  await edit.getByLabel("Company").fill("Difference Engines Ltd");
  await edit.getByLabel("Email").fill("ada@difference-engines.example");
  await edit.getByLabel("Status").fill("contacted");
  await edit.getByLabel("Website").fill("difference-engines.example"); // no scheme: stored as https
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(leads.toast("Lead updated successfully.")).toBeVisible();
  await expect(leads.row("Ada Lovelace")).toContainText("Difference Engines Ltd");
  await expect(leads.row("Ada Lovelace")).toContainText("CONTACTED");

  await leads.selectLead("Grace Hopper");
  await leads.selectLead("Alan Turing");
  await expect(page.getByText("2 leads selected")).toBeVisible();
  await page.getByRole("button", { name: "Create List" }).click();
  const create = page.getByRole("dialog", { name: "Create Lead List" });
  await create.getByLabel("List name").fill("E2E Shortlist");
  await create.getByRole("button", { name: "Create List" }).click();
  await expect(leads.toast('Created list "E2E Shortlist" with 2 leads')).toBeVisible();

  const csv = await leads.download("CSV");
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  await expect(leads.toast("Downloaded CSV file")).toBeVisible();
  const parsed = Papa.parse<Record<string, string>>(
    (await leads.readDownload(csv)).toString("utf8").replace(/^\uFEFF/, ""),
    { header: true, skipEmptyLines: true },
  );
  const names = parsed.data.map((row) => row.name ?? row.Name);
  expect(names.sort()).toEqual(["Ada Lovelace", "Alan Turing", "Grace Hopper", "Katherine Johnson"]);
  const grace = parsed.data.find((row) => (row.name ?? row.Name) === "Grace Hopper");
  expect(grace?.company ?? grace?.Company).toBe("Navy, Inc.");
  expect(parsed.data.find((row) => (row.name ?? row.Name) === "Ada Lovelace")?.website).toBe(
    "https://difference-engines.example/",
  );
  // The edit made in the form is what the export reads.
  const ada = parsed.data.find((row) => (row.name ?? row.Name) === "Ada Lovelace");
  expect(ada?.company ?? ada?.Company).toBe("Difference Engines Ltd");
  expect(ada?.email ?? ada?.Email).toBe("ada@difference-engines.example");

  const pdf = await leads.download("PDF");
  const pdfBytes = await leads.readDownload(pdf);
  expect(pdfBytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pdfText = pdfBytes.toString("latin1");
  for (const name of ["Grace Hopper", "Alan Turing", "Katherine Johnson"]) expect(pdfText).toContain(name);

  await leads.openTab("By File");
  const lists = leads.page.getByRole("table", { name: "Lead lists" });
  await lists.getByRole("button", { name: "Edit list E2E Shortlist" }).click();
  const editList = page.getByRole("dialog", { name: "Edit Lead List" });
  await editList.getByLabel("List name").fill("E2E Finalists");
  await editList.getByRole("button", { name: "Save changes" }).click();
  await expect(leads.toast("Lead list updated")).toBeVisible();
  await lists.getByRole("link", { name: "E2E Finalists" }).click();
  const detail = page.getByRole("dialog", { name: "E2E Finalists" });
  await expect(detail.getByRole("table")).toContainText("Grace Hopper");
  await expect(detail.getByText("Showing 1 to 2 of 2")).toBeVisible();
  await detail.getByRole("button", { name: "Close" }).click();
  await expect(detail).toBeHidden();

  await leads.deleteList("leads-basic");
  await expect(lists.getByRole("row").filter({ hasText: "leads-basic" })).toHaveCount(0);

  await leads.goto("?platform=crm");
  await expect(page.getByRole("heading", { name: "No leads found" })).toBeVisible();
  await expect(leads.total).toHaveText("50 leads");
  await leads.goto();
  await expect(leads.row("Grace Hopper")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("leads: web leads open their JSON, Edit shows it read-only beside the contact fields, and Send Campaign carries the selection", async ({
  page,
  account: _account,
}) => {
  const leads = new LeadsPage(page, "/leads2");
  await leads.goto();
  await leads.loadSampleData();
  // A list's own table names a website lead as the Leads table does, above its View button.
  await leads.goto("?tab=file");
  await page
    .getByRole("table", { name: "Lead lists" })
    .getByRole("link", { name: /^Sample leads/ })
    .click();
  const sampleList = page.getByRole("dialog", { name: /^Sample leads/ });
  const helix = sampleList.getByRole("row").filter({ hasText: "helix-robotics" });
  await expect(helix.getByRole("cell").nth(1)).toContainText("Helix Robotics");
  await expect(helix.getByRole("button", { name: /^View / })).toBeVisible();
  await sampleList.getByRole("button", { name: "Close" }).click();
  await leads.goto("?tab=source&source=web");
  await expect(page.getByRole("link", { name: "Website", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );

  const firstWeb = leads.rows.first();
  await firstWeb.getByRole("button", { name: /^View / }).click();
  const viewer = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Copy JSON" }) });
  await expect(viewer).toBeVisible();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await viewer.getByRole("button", { name: "Copy JSON" }).click();
  await expect(leads.toast("JSON copied")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(copied)).toBeTruthy();
  await viewer.getByRole("button", { name: "Full screen" }).click();
  await expect(viewer.getByRole("button", { name: "Exit full screen" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.press("Escape");

  // Edit takes the contact fields; the site's own output is shown beside them, not edited.
  await firstWeb.getByRole("button", { name: /^Edit lead / }).click();
  const edit = page.getByRole("dialog", { name: "Edit Lead Details" });
  await expect(edit.getByRole("region", { name: /^Website record/ })).toContainText('"');
  await expect(edit.getByLabel("JSON output")).toHaveCount(0);
  await edit.getByRole("textbox", { name: /^Name/ }).fill("  ");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("Please enter a name")).toBeVisible();
  await edit.getByRole("button", { name: "Cancel" }).click();

  const before = await leads.rows.count();
  await leads.deleteLead(leads.rows.last());
  await expect(leads.rows).toHaveCount(before - 1);

  await page.getByRole("checkbox", { name: "Select all leads on this page" }).click();
  const count = await leads.rows.count();
  await expect(page.getByText(`${count} leads selected`)).toBeVisible();
  await page.getByRole("button", { name: "Send Campaign" }).click();
  await page.waitForURL(/\/campaigns\?createNew=true&selectedLeads=/);
  const selected = new URL(page.url()).searchParams.get("selectedLeads")?.split(",") ?? [];
  expect(selected).toHaveLength(count);
  expect(selected.every((id) => /^\d+$/.test(id))).toBe(true);
});

test("leads: a refused URL value shows the page with a message, and a lead deleted in another tab cannot be opened and leaves the table", async ({
  page,
  account: _account,
}) => {
  const leads = new LeadsPage(page);
  const refused = page.getByRole("alert").filter({ hasText: "could not be used" });
  for (const query of [
    "?q=%00",
    "?tab=source&source=web&q=%00",
    "?tab=file&lq=%00",
    "?tab=file&lstatus=%00",
  ]) {
    await leads.goto(query);
    await expect(refused).toBeVisible();
  }
  await leads.goto("?q=Ada");
  await expect(refused).toHaveCount(0);

  await leads.goto();
  await leads.loadSampleData();
  await expect(leads.total).toHaveText("50 leads");
  // The lead is deleted in another tab after this page rendered: its record cannot be fetched any more,
  // and the table is read again without it.
  const otherTab = new LeadsPage(await page.context().newPage());
  await otherTab.goto();
  await otherTab.deleteLead(otherTab.rows.first());
  await otherTab.page.close();

  await leads.rows
    .first()
    .getByRole("button", { name: /^Edit lead / })
    .click();
  await expect(leads.toast("Unable to identify lead record.")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Edit Lead Details" })).toHaveCount(0);
  await expect(leads.total).toHaveText("49 leads");
});

test("leads: the tabs follow the ARIA tab pattern from the keyboard", async ({ page, account: _account }) => {
  const leads = new LeadsPage(page);
  await leads.goto();
  const all = page.getByRole("tab", { name: "All Leads" });
  await expect(all).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "All Leads" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "By Source" })).toHaveAttribute("tabindex", "-1");

  // Arrows move focus without choosing (manual activation), wrapping at either end; Enter chooses.
  await all.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "By File" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "By Source" })).toBeFocused();
  await expect(all).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/leads\?tab=source$/);
  await expect(page.getByRole("tab", { name: "By Source" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "By Source" })).toBeVisible();
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "By File" })).toBeFocused();
});

test("leads: a row's controls work from the keyboard and keep focus", async ({ page, account: _account }) => {
  const leads = new LeadsPage(page);
  await leads.goto();
  await leads.loadSampleData();
  const firstRow = page.locator("tbody tr").first();
  const checkbox = firstRow.getByRole("checkbox");
  const name = ((await checkbox.getAttribute("aria-label")) ?? "").replace(/^Select lead /, "");

  // Space selects the row, and focus stays on the checkbox.
  await checkbox.focus();
  await page.keyboard.press("Space");
  await expect(checkbox).toBeChecked();
  await expect(checkbox).toBeFocused();
  await expect(page.getByRole("region", { name: "Selected leads" })).toContainText("1 lead selected");

  // Enter opens Edit for that lead; Escape closes it and focus returns to the row's Edit button.
  const edit = firstRow.getByRole("button", { name: `Edit lead ${name}` });
  await edit.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Edit Lead Details" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Edit Lead Details" })).toHaveCount(0);
  await expect(edit).toBeFocused();
  await expect(checkbox).toBeChecked();

  // Deleting the row takes its button away: the focus goes to the table's region, not to the page's top.
  await firstRow.getByRole("button", { name: `Delete lead ${name}` }).press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Delete lead?" });
  await confirm.getByRole("button", { name: "Delete lead" }).press("Enter");
  await expect(leads.toast("Lead deleted successfully.")).toBeVisible();
  await expect(leads.total).toHaveText("49 leads");
  await expect(page.getByRole("region", { name: "All leads" })).toBeFocused();
});

test("leads: the shell's menus and the page's dialogs work from the keyboard and the pointer", async ({
  page,
  account: _account,
}) => {
  const leads = new LeadsPage(page);
  await leads.goto();

  const account = page.getByRole("button", { name: /^Account menu for/ });
  await account.focus();
  await expect(account).toBeFocused();
  await expect(account).toHaveAttribute("aria-haspopup", "menu");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Settings" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(account).toBeFocused();

  const bell = page.getByRole("button", { name: /^Notifications/ });
  await bell.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menu")).toContainText("You have no notifications yet.");
  await expect(page.getByRole("menuitem", { name: "View all notifications" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(bell).toBeFocused();

  const upload = page.getByRole("button", { name: "Upload Leads" });
  await upload.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Upload Leads" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Upload Leads" })).toHaveCount(0);
  await expect(upload).toBeFocused();

  // A pointer opens them too.
  await page.getByRole("button", { name: "Download Leads" }).click();
  await expect(page.getByRole("dialog", { name: "Download Leads" })).toBeVisible();
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true });

  test("leads: a tap opens the account menu and the Upload dialog", async ({ page, account: _account }) => {
    const leads = new LeadsPage(page);
    await leads.goto();
    await page.getByRole("button", { name: /^Account menu for/ }).tap();
    await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await page.getByRole("button", { name: "Upload Leads" }).tap();
    await expect(page.getByRole("dialog", { name: "Upload Leads" })).toBeVisible();
  });
});

test("leads: a LinkedIn lead gains a title, emails and a phone through the form's contact details, checked per field, and the export has them", async ({
  page,
  account: _account,
}) => {
  const leads = new LeadsPage(page);
  await leads.goto();
  await leads.loadSampleData();
  await leads.filter("Source", "LinkedIn");
  const row = leads.rows.first();
  const name = (await row.getByRole("button", { name: /^Edit lead / }).getAttribute("aria-label"))!.replace(
    "Edit lead ",
    "",
  );
  await row.getByRole("button", { name: `Edit lead ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Lead Details" });
  await expect(edit.getByRole("heading", { name: "Contact details" })).toBeVisible();
  await expect(edit.getByRole("region", { name: /^LinkedIn record/ })).toContainText("Headline");
  await expect(edit.getByLabel("Headline")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await edit.getByLabel("Title").fill("Head of Growth");
  await edit.getByLabel("Emails").fill("not an address\nsecond@contact-edit.example");
  await edit.getByLabel("Phones").fill("512 555");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("Enter a valid email address")).toBeVisible();
  await expect(
    edit.getByText("Enter a phone number with its country code, e.g. +1 415 555 0134"),
  ).toBeVisible();

  await edit.getByLabel("Emails").fill("first@contact-edit.example\nsecond@contact-edit.example");
  await edit.getByLabel("Phones").fill("+1 (512) 555-0143");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(leads.toast("Lead updated successfully.")).toBeVisible();
  await expect(leads.row(name)).toContainText("first@contact-edit.example");
  await expect(leads.row(name)).toContainText("+15125550143");
  await expect(leads.row(name)).toContainText("Head of Growth");

  await leads
    .row(name)
    .getByRole("button", { name: `Edit lead ${name}` })
    .click();
  await expect(edit.getByLabel("Emails")).toHaveValue(
    "first@contact-edit.example\nsecond@contact-edit.example",
  );
  await expect(edit.getByLabel("Phones")).toHaveValue("+15125550143");
  await expect(edit.getByLabel("Title")).toHaveValue("Head of Growth");
  await edit.getByRole("button", { name: "Cancel" }).click();

  const csv = await leads.download("CSV");
  const parsed = Papa.parse<Record<string, string>>(
    (await leads.readDownload(csv)).toString("utf8").replace(/^\uFEFF/, ""),
    { header: true, skipEmptyLines: true },
  );
  const exported = parsed.data.find((r) => (r.name ?? r.Name) === name);
  expect(Object.values(exported ?? {})).toEqual(
    expect.arrayContaining(["Head of Growth", "first@contact-edit.example", "second@contact-edit.example"]),
  );
});
