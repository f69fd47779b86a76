import type { ServerAction } from "@/lib/server/action";
import type {
  changeRoleSchema,
  inviteIdSchema,
  inviteMemberSchema,
  leaveWorkspaceSchema,
  memberIdSchema,
} from "@/lib/teams/validations";

/** The Teams screen's server actions (authedAction, app/(studio)/teams/actions.ts), passed down as props. */
export type TeamActions = {
  invite: ServerAction<typeof inviteMemberSchema, undefined>;
  resend: ServerAction<typeof inviteIdSchema, undefined>;
  revoke: ServerAction<typeof inviteIdSchema, undefined>;
  remove: ServerAction<typeof memberIdSchema, undefined>;
  changeRole: ServerAction<typeof changeRoleSchema, undefined>;
  transfer: ServerAction<typeof memberIdSchema, undefined>;
  leave: ServerAction<typeof leaveWorkspaceSchema, undefined>;
};

/** One row of the members table, serialisable for the client. */
export type TeamRowView = {
  id: string;
  kind: "member" | "invite";
  name: string | null;
  email: string;
  role: "owner" | "admin" | "member";
  permissions: string[];
  inviteStatus: "accepted" | "pending";
  date: string;
  expired: boolean;
};
