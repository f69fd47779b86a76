import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Download, type Locator, type Page } from "@playwright/test";

// Playwright runs from the repository root (where playwright.config.ts is).
const csvFolder = path.join(process.cwd(), "tests", "e2e", "fixtures", "csv");
/** A file made in the test: text (sent as UTF-8) or the bytes of another encoding. */
type UploadFile = { name: string; text: string | Uint8Array };

/** The Leads page (/leads or /leads2) as a user sees it: roles and labels only. */
export class LeadsPage {
  constructor(
    readonly page: Page,
    readonly basePath: "/leads" | "/leads2" = "/leads",
  ) {}

  async goto(query = "") {
    await this.page.goto(`${this.basePath}${query}`);
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Leads" });
  }

  get total(): Locator {
    return this.page.getByTestId("leads-total");
  }

  get table(): Locator {
    return this.page.getByRole("table").first();
  }

  /** Body rows of the main table (the empty-state row has no checkbox, so it is left out). */
  get rows(): Locator {
    return this.table.locator("tbody tr").filter({ has: this.page.getByRole("checkbox") });
  }

  row(name: string): Locator {
    return this.rows.filter({ hasText: name });
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: text });
  }

  async openTab(name: "All Leads" | "By Source" | "By Project" | "By File") {
    await this.page.getByRole("tab", { name }).click();
    await expect(this.page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
  }

  async loadSampleData() {
    await this.page.getByRole("button", { name: "Load sample data" }).click();
    await expect(this.toast("Loaded 50 sample leads")).toBeVisible();
  }

  /**
   * Upload Leads with a file of tests/e2e/fixtures/csv by name, any file by its absolute path, or a file made
   * in the test, as far as the mapping step (or the first step's refusal). Returns the dialog.
   */
  async openMappingStep(file: string | UploadFile): Promise<Locator> {
    await this.page.getByRole("button", { name: "Upload Leads" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Upload Leads" });
    await dialog.getByLabel("CSV file").setInputFiles(
      typeof file === "string"
        ? path.resolve(csvFolder, file)
        : {
            name: file.name,
            mimeType: "text/csv",
            buffer: typeof file.text === "string" ? Buffer.from(file.text) : Buffer.from(file.text),
          },
    );
    await dialog.getByRole("button", { name: "Next: map columns" }).click();
    return dialog;
  }

  /** From the Leads page, one person of Langley Research as the list `list` (the file's name without .csv). */
  async uploadOnePerson(list: string, person: { name: string; email: string }) {
    await this.goto();
    const upload = await this.uploadCsv({
      name: `${list}.csv`,
      text: `name,company,email\n${person.name},Langley Research,${person.email}\n`,
    });
    await expect(this.toast("Successfully uploaded 1 leads")).toBeVisible();
    await upload.getByRole("button", { name: "Done" }).click();
  }

  /** Uploads a file (as `openMappingStep` takes it) through the mapping step with its guess. */
  async uploadCsv(file: string | UploadFile): Promise<Locator> {
    const dialog = await this.openMappingStep(file);
    // A CSV goes through the mapping step with its guess; a refused file stays on the first step.
    const importButton = dialog.getByRole("button", { name: "Import leads" });
    const refusal = dialog.locator("[aria-invalid=true]");
    await expect(importButton.or(refusal)).toBeVisible();
    if (await importButton.isVisible()) await importButton.click();
    return dialog;
  }

  /** Deletes a row's lead through its confirmation. */
  async deleteLead(row: Locator) {
    await row.getByRole("button", { name: /^Delete lead / }).click();
    await this.confirm("Delete lead?", "Delete lead", "Lead deleted successfully.");
  }

  /** Deletes a lead list from the By File tab's table through its confirmation. */
  async deleteList(name: string) {
    const row = this.page
      .getByRole("table", { name: "Lead lists" })
      .getByRole("row")
      .filter({ hasText: name });
    await row.getByRole("button", { name: /^Delete list / }).click();
    await this.confirm("Delete lead list?", "Delete list", "Lead list deleted");
  }

  /** Confirms the open confirmation dialog and waits for its success toast. */
  private async confirm(dialog: string, button: string, done: string) {
    await this.page.getByRole("alertdialog", { name: dialog }).getByRole("button", { name: button }).click();
    await expect(this.toast(done)).toBeVisible();
  }

  async search(term: string) {
    const box = this.page.getByRole("searchbox", { name: "Search leads by name" });
    await box.fill(term);
    await this.page.waitForURL((url) => (url.searchParams.get("q") ?? "") === term.trim());
  }

  async filter(group: "Has" | "Source" | "Status" | "Email status", option: string) {
    const toggle = this.page.getByRole("button", { name: /^Filters/ });
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    await this.page
      .getByRole("group", { name: group })
      .getByRole("checkbox", { name: option, exact: true })
      .click();
    await expect(this.page.getByRole("button", { name: `Remove filter ${group}: ${option}` })).toBeVisible();
  }

  async selectLead(name: string) {
    await this.page.getByRole("checkbox", { name: `Select lead ${name}` }).click();
  }

  /** Opens Download Leads, picks the format and returns the browser download. */
  async download(
    format: "CSV" | "JSON" | "PDF",
    scope?: "Selected leads" | "All leads in this view",
  ): Promise<Download> {
    await this.page.getByRole("button", { name: "Download Leads" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Download Leads" });
    if (scope) await dialog.getByRole("radio", { name: new RegExp(`^${scope}`) }).check();
    await dialog.getByRole("radio", { name: new RegExp(`^${format}`) }).check();
    const [download] = await Promise.all([
      this.page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download", exact: true }).click(),
    ]);
    return download;
  }

  async readDownload(download: Download): Promise<Buffer> {
    const file = await download.path();
    return readFile(file);
  }
}
