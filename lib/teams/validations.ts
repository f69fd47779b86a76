import { z } from "zod";
import { inviteRoles } from "@/db/schema/teams";

/** The invite modal's rules and messages (spec part 3, section 5), shared by the form and the server. */
export const inviteMemberSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Invalid email address")
    .regex(/^\S+@\S+$/, "Invalid email address")
    .transform((email) => email.toLowerCase()),
  role: z.enum(inviteRoles, { error: "Role is required" }),
});

export const inviteIdSchema = z.object({ inviteId: z.uuid() });
export const memberIdSchema = z.object({ userId: z.uuid() });
export const changeRoleSchema = z.object({
  userId: z.uuid(),
  role: z.enum(inviteRoles, { error: "Role is required" }),
});
export const switchWorkspaceSchema = z.object({ workspaceId: z.uuid() });
export const leaveWorkspaceSchema = z.object({ workspaceId: z.uuid() });
/** A token as issued: 32 random bytes in base64url. */
export const inviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
