/** The Leads page messages of spec part 2 sections 5 and 8, verbatim. */
export const leadMessages = {
  invalidCsvType: "Please select a valid CSV file",
  csvEmpty: "CSV file is empty or invalid",
  csvMissingColumns: 'CSV must contain at least "name" and "company" columns',
  uploaded: (n: number) => `Successfully uploaded ${n} leads`,
  uploadFailed: "Failed to upload CSV. Please check the file format.",
  createListNeedsInput: "Enter a list name and select at least one lead",
  listCreated: (name: string, n: number) => `Created list "${name}" with ${n} leads`,
  createListFailed: "Failed to create list. Please try again.",
  invalidJson: "Invalid JSON format.",
  leadUpdated: "Lead updated successfully.",
  leadUpdateFailed: "Failed to update lead.",
  leadDeleted: "Lead deleted successfully.",
  leadDeleteFailed: "Failed to delete lead.",
  leadUnidentified: "Unable to identify lead record.",
  listUpdated: "Lead list updated",
  listUpdateFailed: "Failed to update lead list",
  listDeleted: "Lead list deleted",
  listDeleteFailed: "Failed to delete lead list",
  listsLoadFailed: "Failed to load lead lists",
  listLoadFailed: "Failed to load lead list data",
  leadsLoadFailed: "Failed to load leads.",
  nothingToDownload: "No leads to download.",
  downloadedCsv: "Downloaded CSV file",
  downloadFailed: "Unable to download file.",
  jsonCopied: "JSON copied",
  jsonCopyFailed: "Unable to copy JSON",
  noLists: "No lead lists found",
  noProjects: "No projects found",
  listNameRequired: "Please enter a list name",
  listNameTooLong: "List name cannot exceed 50 characters",
  listNameTaken: "A list with the same name already exists for this platform. Choose a different name.",
  uploadTooLarge: "The file is larger than 50 MB. Split it into smaller files and upload them one by one.",
  sampleDataNotEmpty: "Sample data can only be loaded into an empty workspace.",
} as const;

/** What duplicate matching did with an import, as the upload's report and the import notification both say it. */
export const importMatchWords = {
  merged: (n: number) =>
    `${n.toLocaleString("en-US")} merged into ${n === 1 ? "a matching lead" : "matching leads"}`,
  toReview: (n: number) => `${n.toLocaleString("en-US")} possible duplicate${n === 1 ? "" : "s"} to review`,
  duplicates: (n: number) => `${n.toLocaleString("en-US")} duplicate${n === 1 ? "" : "s"} not imported`,
};
