import type { WorkspaceRole } from "@/db/schema";

/**
 * What each role may do (ARCHITECTURE: owner everything, billing, cannot be removed; admin leads,
 * campaigns, integrations, members; member leads). The one table behind the server checks
 * (authedAction and withWorkspace take `{ permission }`), the navigation and the authorization tests.
 */
export const permissions = {
  "leads:read": ["owner", "admin", "member"],
  "leads:write": ["owner", "admin", "member"],
  "projects:read": ["owner", "admin", "member"],
  "projects:write": ["owner", "admin", "member"],
  "campaigns:read": ["owner", "admin", "member"],
  "campaigns:write": ["owner", "admin"],
  "integrations:read": ["owner", "admin"],
  "integrations:write": ["owner", "admin"],
  "members:read": ["owner", "admin", "member"],
  "members:write": ["owner", "admin"],
  "ownership:transfer": ["owner"],
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

/** Every permission a role holds (for the navigation, which offers only these). */
export function grantedTo(role: WorkspaceRole): Permission[] {
  return (Object.keys(permissions) as Permission[]).filter((permission) => can(role, permission));
}

/** The areas a role works in, as the Teams page lists them (spec: a Member gets leads; an Admin leads, campaigns and integrations). */
export const permissionAreas = ["leads", "campaigns", "integrations", "members", "billing"] as const;
export type PermissionArea = (typeof permissionAreas)[number];

export function areasOf(role: WorkspaceRole): PermissionArea[] {
  return permissionAreas.filter((area) => can(role, `${area}:write` as Permission));
}
