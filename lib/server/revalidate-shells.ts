import { revalidatePath } from "next/cache";

/**
 * Refreshes the two signed-in shells (the user's name, email, workspace and bell) after an action
 * changes what they show. Never "/" as a layout: that would regenerate the prerendered landing page,
 * whose inline scripts then differ from the hashes of its build-time CSP (lib/security/headers.ts).
 */
export function revalidateShells(): void {
  revalidatePath("/(workspace)", "layout");
  revalidatePath("/(studio)", "layout");
}
