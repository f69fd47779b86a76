"use server";

import { revalidatePath } from "next/cache";
import { saveBusinessProfile } from "@/lib/business-profile/queries";
import { businessProfileMessages, businessProfileSchema } from "@/lib/business-profile/validations";
import { authedAction } from "@/lib/server/action";

export const saveBusinessProfileAction = authedAction(
  businessProfileSchema,
  async (input, session) => {
    await saveBusinessProfile({ workspaceId: session.workspace.id, userId: session.user.id, input });
    revalidatePath("/profile");
    return { status: "success", message: businessProfileMessages.saved };
  },
  { permission: "profile:write" },
);
