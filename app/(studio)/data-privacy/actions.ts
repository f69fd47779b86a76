"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { deleteAccount } from "@/lib/account/delete-account";
import { dataExportJob } from "@/lib/account/data-export/job";
import { requestDataExport } from "@/lib/account/data-export/queries";
import { accountMessages, deleteAccountSchema } from "@/lib/account/validations";
import { enqueue } from "@/lib/jobs/enqueue";
import { authedAction } from "@/lib/server/action";

export const requestDataExportAction = authedAction(
  z.object({}),
  async (_input, session) => {
    const { row, created } = await requestDataExport({
      workspaceId: session.workspace.id,
      userId: session.user.id,
    });
    // The export id is the job id: a second click or a retry queues nothing more.
    await enqueue(dataExportJob, { exportId: row.id }, { id: row.id });
    revalidatePath("/data-privacy");
    return {
      status: "success",
      message: created ? accountMessages.exportQueued : accountMessages.exportPending,
    };
  },
  { permission: "data:export" },
);

export const deleteAccountAction = authedAction(deleteAccountSchema, async (_input, session) => {
  // The session rows went with the user, so this browser's cookie no longer works. It is not cleared
  // here: setting a cookie makes Next re-render the page, which would leave for /signin before the
  // dialog can say the account was deleted.
  await deleteAccount({ userId: session.user.id });
  return { status: "success", message: accountMessages.deleted };
});
