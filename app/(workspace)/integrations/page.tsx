import type { Metadata } from "next";
import { IntegrationsScreen } from "@/components/integrations/integrations-screen";
import { NoAccess } from "@/components/shell/no-access";
import { can } from "@/lib/auth/permissions";
import { requirePageAccess } from "@/lib/auth/session";
import { listIntegrations } from "@/lib/integrations/manage";
import { integrationMessages } from "@/lib/integrations/messages";
import { returnInputSchema } from "@/lib/integrations/validations";
import {
  completeConnectionAction,
  connectIntegrationAction,
  deleteIntegrationAction,
  disconnectIntegrationAction,
  reconnectIntegrationAction,
  testIntegrationAction,
} from "./actions";

export const metadata: Metadata = { title: "Integrations" };

type SearchParams = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function IntegrationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, allowed } = await requirePageAccess("integrations:read");
  if (!allowed) return <NoAccess area="Integrations" session={session} />;
  const query = await searchParams;
  const { configured, integrations, comingSoon } = await listIntegrations({
    workspaceId: session.workspace.id,
  });
  // Back from Unipile's wizard: ?provider=&state= (ours) plus status and account_id (Unipile's).
  const back = returnInputSchema.safeParse({
    provider: first(query.provider),
    state: first(query.state),
    status: first(query.status),
    accountId: first(query.account_id),
    result: first(query.result),
  });
  const returnParams =
    back.success && (back.data.state || back.data.result || back.data.status) ? back.data : null;
  const m = integrationMessages;
  return (
    <IntegrationsScreen
      configured={configured}
      canManage={can(session.role, "integrations:write")}
      integrations={integrations}
      comingSoon={comingSoon}
      returnParams={returnParams}
      actions={{
        connect: connectIntegrationAction,
        reconnect: reconnectIntegrationAction,
        disconnect: disconnectIntegrationAction,
        remove: deleteIntegrationAction,
        test: testIntegrationAction,
        complete: completeConnectionAction,
      }}
      messages={{
        notConfiguredPage: m.notConfiguredPage,
        comingSoon: m.comingSoon,
        loginToConnect: m.loginToConnect,
        loginToReconnect: m.loginToReconnect,
        connectFailed: m.connectFailed,
        reconnectFailed: m.reconnectFailed,
        disconnectFailed: m.disconnectFailed,
        deleteAccountFailed: m.deleteAccountFailed,
      }}
    />
  );
}
