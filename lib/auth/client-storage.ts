/** Browser storage keys of the spec (part 1 section 3): written at sign-in, cleared at sign-out. */
export const APP_USER_KEY = "crm-pro:user";
export const loginStorageKeys = [
  "userId",
  "userEmail",
  "lastLoginAtGmt8",
  "previousLoginAtGmt8",
  APP_USER_KEY,
] as const;
export const SIGNUP_EMAIL_KEY = "crm-pro:signup-email";

export type SignedInUser = {
  id: string;
  email: string;
  name: string;
  lastLoginAtGmt8: string | null;
  previousLoginAtGmt8: string | null;
};

export function rememberSignedInUser(user: SignedInUser) {
  try {
    localStorage.setItem("userId", user.id);
    localStorage.setItem("userEmail", user.email);
    localStorage.setItem("lastLoginAtGmt8", user.lastLoginAtGmt8 ?? "");
    localStorage.setItem("previousLoginAtGmt8", user.previousLoginAtGmt8 ?? "");
    localStorage.setItem(APP_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage can be unavailable (private mode, quota); the session cookie is what signs the user in.
  }
}

/** Session storage the campaign wizard keeps for the signed-in user: unsent drafts, handed-over selections. */
export const CAMPAIGN_DRAFT_PREFIX = "campaign-draft:";
export const CAMPAIGN_SELECTION_PREFIX = "campaign-selection:";
const tabStoragePrefixes = [CAMPAIGN_DRAFT_PREFIX, CAMPAIGN_SELECTION_PREFIX];

export function forgetSignedInUser() {
  try {
    for (const key of loginStorageKeys) localStorage.removeItem(key);
    for (const key of Object.keys(sessionStorage)) {
      if (tabStoragePrefixes.some((prefix) => key.startsWith(prefix))) sessionStorage.removeItem(key);
    }
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** What the sign-in action answers the form with. */
export type SignInData = {
  user?: SignedInUser;
  redirectTo?: string;
  unverified?: boolean;
  /** The password was right and the account asks for a two-factor code next. */
  twoFactor?: boolean;
  /** After a recovery code: how many unused ones are left. */
  recoveryCodesRemaining?: number;
};
