"use server";

import { revalidatePath } from "next/cache";
import { saveBusinessProfile } from "@/lib/business-profile/queries";
import { businessProfileMessages, businessProfileSchema } from "@/lib/business-profile/validations";
import { authedAction } from "@/lib/server/action";
import { revalidateShells } from "@/lib/server/revalidate-shells";
import { renameWorkspace, setWorkspaceTimeZone } from "@/lib/workspace/queries";
import {
  timeZoneMessages,
  workspaceNameMessages,
  workspaceNameSchema,
  workspaceTimeZoneSchema,
} from "@/lib/workspace/validations";

export const saveBusinessProfileAction = authedAction(
  businessProfileSchema,
  async (input, session) => {
    await saveBusinessProfile({ workspaceId: session.workspace.id, userId: session.user.id, input });
    revalidatePath("/profile");
    return { status: "success", message: businessProfileMessages.saved };
  },
  { permission: "profile:write" },
);

export const saveWorkspaceTimeZoneAction = authedAction(
  workspaceTimeZoneSchema,
  async ({ timeZone }, session) => {
    await setWorkspaceTimeZone({ workspaceId: session.workspace.id, timeZone });
    revalidatePath("/profile");
    revalidatePath("/campaigns");
    return { status: "success", message: timeZoneMessages.saved(timeZone) };
  },
  { permission: "profile:write" },
);

export const renameWorkspaceAction = authedAction(
  workspaceNameSchema,
  async ({ name }, session) => {
    await renameWorkspace({ workspaceId: session.workspace.id, name });
    // Every signed-in page's account menu lists the workspace by name.
    revalidateShells();
    return { status: "success", message: workspaceNameMessages.saved(name) };
  },
  { permission: "profile:write" },
);
