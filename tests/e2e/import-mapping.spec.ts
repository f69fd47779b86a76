import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures/auth";
import { expectNoSeriousA11yViolations } from "./fixtures/axe";
import { LeadsPage } from "./pages/leads-page";
import { encode } from "../support/code-page";

const apollo = [
  "First Name,Last Name,Title,Company,Email,Email Status,Seniority,Mobile Phone,Person Linkedin Url,City,Country,Apollo Contact Id",
  "Maya,Okafor,VP of Sales,Brightline Analytics,maya@brightline.example.com,Verified,VP,(646) 555-0188,http://www.linkedin.com/in/maya-example,New York,United States,64f0a01",
  "Tomás,Reyes,Head of Growth,Larkspur Labs,,Unavailable,Head,(415) 555-0142,,San Francisco,United States,64f0a02",
].join("\r\n");
const file = { name: "apollo-export.csv", text: apollo };

test("import mapping: an Apollo export through the mapping step, saved and offered again", async ({
  page,
  account: _account,
}) => {
  test.setTimeout(90_000);
  const leads = new LeadsPage(page);
  await leads.goto();
  const dialog = await leads.openMappingStep(file);
  // The step that replaced the file's takes the focus, at its first column.
  await expect(dialog.getByLabel("First Name")).toBeFocused();

  // Each column with its guess: Title is the job title, Email Status is kept as a custom field.
  await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("title");
  await expect(dialog.getByLabel("Email Status")).toHaveValue("custom");
  await expect(dialog.getByLabel("Mobile Phone")).toHaveValue("phones");
  const preview = dialog
    .getByRole("region", { name: "Preview of the first rows" })
    .or(dialog.getByLabel("Preview of the first rows"));
  await expect(preview.getByRole("cell", { name: "Maya Okafor" })).toBeVisible();
  await expect(preview.getByRole("cell", { name: "+16465550188" })).toBeVisible();

  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
  ).toEqual([]);

  // The user drops the Apollo id and saves the mapping for next time.
  await dialog.getByLabel("Apollo Contact Id").selectOption("drop");
  await expect(dialog.getByText("2 kept as custom fields, 1 dropped.")).toBeVisible();
  await dialog.getByLabel("Save this mapping for next time (optional)").fill("Apollo people");
  await dialog.getByRole("button", { name: "Save mapping" }).click();
  await expect(leads.toast('Mapping "Apollo people" saved')).toBeVisible();

  await dialog.getByRole("button", { name: "Import leads" }).click();
  await expect(dialog.getByText("2 leads imported")).toBeVisible();
  await expect(dialog.getByText("Kept as custom fields: Email Status, Seniority")).toBeVisible();
  await expect(dialog.getByText("Dropped: Apollo Contact Id")).toBeVisible();
  await expect(leads.toast("Successfully uploaded 2 leads")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Done" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(leads.total).toHaveText("2 leads");
  // The mapped City and Country are the lead's Location in the table.
  await expect(leads.row("Maya Okafor").getByRole("cell", { name: "New York, United States" })).toBeVisible();

  // The kept columns are the lead's custom fields: Edit Lead shows them by name and saves a change.
  const editButton = leads.row("Maya Okafor").getByRole("button", { name: "Edit lead Maya Okafor" });
  await editButton.click();
  const edit = page.getByRole("dialog", { name: "Edit Lead Details" });
  await expect(edit.getByLabel("Title")).toHaveValue("VP of Sales");
  await expect(edit.getByLabel("Seniority")).toHaveValue("VP");
  await edit.getByLabel("Seniority").fill("C-level");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(leads.toast("Lead updated successfully.")).toBeVisible();
  await editButton.click();
  await expect(edit.getByLabel("Seniority")).toHaveValue("C-level");
  await edit.getByRole("button", { name: "Cancel" }).click();

  // The same columns next time: the saved mapping is offered and applied.
  await leads.openMappingStep({ ...file, name: "apollo-export-2.csv" });
  await expect(dialog.getByLabel("Saved mappings for these columns")).toHaveValue(/.+/);
  await expect(dialog.getByLabel("Saved mappings for these columns").locator("option:checked")).toHaveText(
    "Apollo people",
  );
  await expect(dialog.getByLabel("Apollo Contact Id")).toHaveValue("drop");

  // Imported again: Maya's email is already here (not stored); Tomás has no email but the same mobile, so he
  // is merged into the lead already here, and the report says so and leads to the merges.
  await dialog.getByRole("button", { name: "Import leads" }).click();
  await expect(dialog.getByText("1 lead imported")).toBeVisible();
  await expect(dialog.getByText("1 merged into a matching lead")).toBeVisible();
  await expect(dialog.getByText("1 duplicate not imported")).toBeVisible();
  await dialog.getByRole("link", { name: "See or undo merges" }).click();
  await expect(page.getByRole("heading", { name: "Possible duplicates", level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "merged into" })).toContainText(
    "Tomás Reyes merged into Tomás Reyes on import",
  );
  await leads.goto();
  await expect(leads.total).toHaveText("2 leads");
});

test("import mapping: a file whose headers the guess does not know is mapped by hand", async ({
  page,
  account: _account,
}) => {
  const leads = new LeadsPage(page);
  await leads.goto();
  const dialog = await leads.openMappingStep({
    name: "mga-kliyente.csv",
    text: "Pangalan;Kumpanya\nMaria Santos;Bayanihan Foods\n",
  });

  // The columns are offered; nothing says which holds the name yet, so the import waits for the user.
  const problem = dialog
    .getByRole("alert")
    .filter({ hasText: 'CSV must contain at least "name" and "company" columns' });
  await expect(problem).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Import leads" })).toBeDisabled();
  await dialog.getByLabel("Pangalan").selectOption("fullName");
  await dialog.getByLabel("Kumpanya").selectOption("company");
  await expect(problem).toHaveCount(0);
  const preview = dialog.getByLabel("Preview of the first rows");
  await expect(preview.getByRole("cell", { name: "Maria Santos" })).toBeVisible();
  await dialog.getByRole("button", { name: "Import leads" }).click();
  await expect(dialog.getByText("1 lead imported")).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(leads.row("Maria Santos")).toBeVisible();
});

test("import mapping: a Russian Excel CSV in Windows-1251 is read in its code page", async ({
  page,
  account: _account,
}) => {
  const leads = new LeadsPage(page);
  await leads.goto();
  const dialog = await leads.openMappingStep({
    name: "контакты.csv",
    text: encode(
      "Имя;Фамилия;Компания;Электронная почта;Телефон;Страна\r\nИван;Иванов;Пример ООО;ivan@primer.example;8 (495) 123-45-67;Россия\r\n",
      "windows-1251",
    ),
  });

  await expect(dialog.getByLabel("Имя", { exact: true })).toHaveValue("firstName");
  await expect(dialog.getByLabel("Электронная почта")).toHaveValue("emails");
  const preview = dialog.getByLabel("Preview of the first rows");
  await expect(preview.getByRole("cell", { name: "Иван Иванов" })).toBeVisible();
  await expect(preview.getByRole("cell", { name: "+74951234567" })).toBeVisible();
  await expect(dialog.getByTestId("mapping-read-as")).toContainText("it was read as Windows-1251 (Cyrillic)");
  // Read as Western European, the headers themselves come out garbled and nothing is guessed; the user goes
  // back to Cyrillic and the columns are guessed again.
  const readAs = dialog.getByLabel("Read the file as");
  await expect(readAs).toHaveValue("windows-1251");
  await expectNoSeriousA11yViolations(page);
  await readAs.selectOption({ label: "Windows-1252 (Western European)" });
  await expect(dialog.getByText("e.g. Èâàí", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Import leads" })).toBeDisabled();
  await readAs.selectOption({ label: "Windows-1251 (Cyrillic)" });
  await expect(dialog.getByLabel("Имя", { exact: true })).toHaveValue("firstName");
  await expect(preview.getByRole("cell", { name: "Иван Иванов" })).toBeVisible();
  await dialog.getByRole("button", { name: "Import leads" }).click();
  await expect(dialog.getByText("1 lead imported")).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(leads.row("Иван Иванов")).toBeVisible();
  await expect(leads.row("Иван Иванов").getByRole("cell", { name: "Пример ООО" })).toBeVisible();
});

test("import mapping: an Arabic spreadsheet is guessed, imported and searched right to left", async ({
  page,
  account: _account,
}) => {
  const leads = new LeadsPage(page);
  await leads.goto();
  const dialog = await leads.openMappingStep({
    name: "عملاء.csv",
    text: "\uFEFFالاسم,الشركة,البريد الإلكتروني,رقم الجوال,المدينة\nمحمد أحمد,شركة النور,mohammed@alnoor.example,+971 50 123 4567,دبي\n",
  });

  await expect(dialog.getByLabel("الاسم", { exact: true })).toHaveValue("fullName");
  await expect(dialog.getByLabel("الشركة", { exact: true })).toHaveValue("company");
  await expect(dialog.getByLabel("البريد الإلكتروني")).toHaveValue("emails");
  await expect(dialog.getByLabel("رقم الجوال")).toHaveValue("phones");
  await expect(dialog.getByLabel("المدينة")).toHaveValue("city");
  await dialog.getByRole("button", { name: "Import leads" }).click();
  await expect(dialog.getByText("1 lead imported")).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();

  await leads.search("محمد");
  const box = page.getByRole("searchbox", { name: "Search leads by name" });
  await expect(box).toHaveCSS("direction", "rtl");
  await expect(leads.row("محمد أحمد").getByRole("cell", { name: "شركة النور" })).toBeVisible();
});
