/** Spec part 3, section 8 (integrations), verbatim; {name} is the platform's name, e.g. LinkedIn. */
export const integrationMessages = {
  loadFailed: "Failed to load integrations",
  connectFailed: (name: string) => `Failed to connect to ${name}`,
  disconnectFailed: (name: string) => `Failed to disconnect from ${name}`,
  reconnectFailed: (name: string) => `Failed to reconnect to ${name}`,
  authUrlFailed: "Failed to get authentication URL",
  tokenInvalid: "Failed to extract authentication token",
  notConfigured: "Integration provider not configured",
  saveFailed: "Failed to save integration connection",
  returnFailed: (status: string) => `Failed to connect: ${status}`,
  deleteAccountFailed: "Failed to delete account",
  deleteFailed: (name: string) => `Failed to delete ${name} account`,
  invalidRequest: "Invalid request",
  connectFirst: "Please connect the integration first",
  comingSoon: "Coming soon! Stay tuned.",
  connected: (name: string) => `Successfully connected to ${name}!`,
  disconnected: (name: string) => `Disconnected from ${name}`,
  deleted: (name: string) => `${name} account deleted successfully!`,
  /** Spec part 3, section 6. */
  loginToView: "Please log in to view integrations",
  loginToConnect: "Please log in to connect integrations",
  loginToReconnect: "Please log in to reconnect integrations",
  /** Ours: one account per provider and workspace, and a wizard's return link used once. */
  alreadyConnected: (name: string) =>
    `${name} is already connected. Use Reconnect to sign in again, or delete it before connecting another account.`,
  linkUsedDisconnected: (name: string) =>
    `This sign-in link was already used, and ${name} is disconnected. Use Reconnect to connect it again.`,
  linkUsedNotConnected: (name: string) =>
    `This sign-in link was already used, and ${name} is not connected. Connect it again.`,
  /** Ours: the page without Unipile credentials. */
  notConfiguredPage:
    "Messaging integrations are not configured on this server. An administrator must set UNIPILE_DSN and UNIPILE_API_KEY before accounts can be connected.",
} as const;
