/**
 * The registry of every route handler and server action and what it allows, one file per
 * area under ./endpoints. The security tests discover endpoints from the source tree (app/api/**\/route.ts
 * and "use server" modules); one missing here fails them with its name. For each endpoint: who may call
 * it, a valid request for workspace A (support/fixtures.ts), the tables that request may change, what
 * another workspace's owner must get, and whether hostile input is generated for it (support/spec.ts).
 */
import { accountActions, accountRoutes } from "./endpoints/account";
import { accountDataActions, accountDataRoutes } from "./endpoints/account-data";
import { authActions, authRoutes } from "./endpoints/auth";
import { billingRoutes } from "./endpoints/billing";
import { campaignsActions, campaignsRoutes } from "./endpoints/campaigns";
import { leadsActions, leadsRoutes } from "./endpoints/leads";
import { integrationsActions, integrationsRoutes } from "./endpoints/integrations";
import { notificationsActions, notificationsRoutes } from "./endpoints/notifications";
import { platformRoutes } from "./endpoints/platform";
import { scrapingRoutes } from "./endpoints/scraping";
import { projectsRoutes } from "./endpoints/projects";
import { teamsActions } from "./endpoints/teams";
import type { ActionSpec, RouteSpec } from "./support/spec";

export const routeEndpoints: Record<string, RouteSpec> = {
  ...authRoutes,
  ...leadsRoutes,
  ...platformRoutes,
  ...integrationsRoutes,
  ...scrapingRoutes,
  ...billingRoutes,
  ...projectsRoutes,
  ...accountRoutes,
  ...accountDataRoutes,
  ...campaignsRoutes,
  ...notificationsRoutes,
};

export const actionEndpoints: Record<string, ActionSpec> = {
  ...authActions,
  ...leadsActions,
  ...integrationsActions,
  ...accountActions,
  ...accountDataActions,
  ...teamsActions,
  ...campaignsActions,
  ...notificationsActions,
};
