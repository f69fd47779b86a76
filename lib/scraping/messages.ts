/** Spec part 2 section 8 (scraping messages), client-safe. */
export const scrapingMessages = {
  comingSoon: "This platform is coming soon!",
  selectPlatform: "Please select a platform first",
  /** /scrape's shorter wording of the same two checks. */
  selectPlatformShort: "Please select a platform",
  fillRequired: (names: string[]) => `Please fill in required fields: ${names.join(", ")}`,
  fillIn: (names: string[]) => `Please fill in: ${names.join(", ")}`,
  checkLinkedinFailed: "Failed to check LinkedIn connection status",
  uploadImage: "Please upload an image",
  selectExistingList: "Please select an existing list",
  createListFailed: "Failed to create lead list",
  notSupported: "Platform not supported yet",
  noData: "No data to download",
  showingFirst50: "Showing first 50 rows",
  linkedinPeopleUrl: "LinkedIn URL search with people.",
  linkedinDisconnected:
    "LinkedIn account is disconnected or deleted. Please reconnect your LinkedIn account in the Integrations page.",
  cancelled: "Scraping was cancelled.",
  interrupted: "The scrape stopped before it finished (the server restarted or the job ran out of time).",
  timedOut: "The scrape took too long and was stopped.",
  /** Said after "not connected" to a member, whose role cannot open Integrations. */
  askAdminToConnect:
    "Only an owner or admin of this workspace can connect accounts: ask one of them to connect it.",
} as const;

/** Why a source cannot run, with the way on for this user: a member cannot connect accounts. */
export function unavailableMessage(message: string, code: string, canConnect: boolean): string {
  const needsAdmin = !canConnect && (code === "not_connected" || code === "disconnected");
  return needsAdmin && !message.endsWith(scrapingMessages.askAdminToConnect)
    ? `${message} ${scrapingMessages.askAdminToConnect}`
    : message;
}

/** Run errors are written as one clause ("… could not be reached"); a notice that goes on after one ends it. */
export function asSentence(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

const LOCATION_HINT = `Please check if the location has any typos or try a different format (e.g., "New York, NY" or "London, UK").`;

/** /scrape says the maps location hint in its shorter form. */
export function shortLocationHint(message: string): string {
  return message.endsWith(LOCATION_HINT)
    ? `${message.slice(0, -LOCATION_HINT.length)}Please check the location format.`
    : message;
}

const FAILURE_PREFIX = "Failed to start scraping: ";

/** A failed run's reason without the scrape screens' opening, for a screen that says "failed" itself. */
export function failureReason(message: string): string {
  return message.startsWith(FAILURE_PREFIX) ? message.slice(FAILURE_PREFIX.length) : message;
}

/** The error a failed run shows (spec section 8: a maps error adds the location hint). */
export function scrapeFailureMessage(platform: string, message: string, code?: string): string {
  if (code === "not_connected" || code === "not_configured") return message;
  if (platform === "linkedin" && (code === "disconnected" || /disconnected|deleted/i.test(message)))
    return scrapingMessages.linkedinDisconnected;
  if (platform === "maps" && code === "bad_input") return `${FAILURE_PREFIX}${message}. ${LOCATION_HINT}`;
  return `${FAILURE_PREFIX}${message}`;
}
