export type PasswordStrength = "none" | "weak" | "medium" | "strong";

/** Spec part 1 section 4: empty none, under 6 weak, 6 to 9 medium, 10 or more strong. */
export function passwordStrength(password: string): PasswordStrength {
  if (!password) return "none";
  if (password.length < 6) return "weak";
  if (password.length < 10) return "medium";
  return "strong";
}
