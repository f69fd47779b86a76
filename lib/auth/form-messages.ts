/** Client-safe: the auth forms' fallback messages (spec part 1, "Messages"), verbatim. */
export const authFormMessages = {
  signUpFailed: "Sign up failed",
  networkError: "Network error, please try again.",
  resetFailed: "Failed to reset password",
  signInGeneric: "Invalid email or password. Please try again.",
} as const;
