import { z } from "zod";

/** Every IANA zone this runtime knows, UTC first (browsers' lists differ a little: the server's counts). */
export const timeZones: readonly string[] = [
  "UTC",
  ...Intl.supportedValuesOf("timeZone").filter((z) => z !== "UTC"),
];

export const timeZoneMessages = {
  saved: (timeZone: string) => `Time zone set to ${timeZone}.`,
  invalid: "Please choose a time zone from the list",
} as const;

/** The workspace's time zone: campaigns are scheduled, and their daily limits counted, in it. */
export const workspaceTimeZoneSchema = z.object({
  timeZone: z
    .string({ error: timeZoneMessages.invalid })
    .refine((v) => timeZones.includes(v), timeZoneMessages.invalid),
});

export const workspaceNameMessages = {
  saved: (name: string) => `Workspace renamed to ${name}.`,
  required: "Workspace name is required",
  tooLong: "Workspace name must be at most 80 characters",
} as const;

/** What members see in the account menu's switcher and invitations read ("Join <name>"). */
export const workspaceNameSchema = z.object({
  name: z
    .string({ error: workspaceNameMessages.required })
    .trim()
    .min(1, workspaceNameMessages.required)
    .max(80, workspaceNameMessages.tooLong),
});
