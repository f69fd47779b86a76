import type { WorkspaceRole } from "@/db/schema";

/**
 * What each role may do (ARCHITECTURE: owner everything; admin leads, campaigns, integrations, members;
 * member leads). Checked on the server for every action and route.
 */
export const permissions = {
  "leads:read": ["owner", "admin", "member"],
  "leads:write": ["owner", "admin", "member"],
  "projects:read": ["owner", "admin", "member"],
  "projects:write": ["owner", "admin", "member"],
  "campaigns:read": ["owner", "admin", "member"],
  "campaigns:write": ["owner", "admin"],
  "integrations:read": ["owner", "admin", "member"],
  "integrations:write": ["owner", "admin"],
  "members:write": ["owner", "admin"],
  "profile:write": ["owner", "admin"],
  "data:export": ["owner", "admin"],
  "billing:read": ["owner"],
  "billing:write": ["owner"],
  "workspace:delete": ["owner"],
} as const satisfies Record<string, readonly WorkspaceRole[]>;

export type Permission = keyof typeof permissions;

export function can(role: WorkspaceRole, permission: Permission): boolean {
  return (permissions[permission] as readonly WorkspaceRole[]).includes(role);
}
