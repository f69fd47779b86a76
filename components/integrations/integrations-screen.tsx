import { CircleAlert } from "lucide-react";
import { ComingSoonCard } from "./coming-soon-card";
import { ConnectReturn } from "./connect-return";
import { IntegrationCard, type IntegrationCardData } from "./integration-card";
import type { IntegrationActions, ReturnParams } from "./types";

export type IntegrationsScreenProps = {
  configured: boolean;
  canManage: boolean;
  integrations: IntegrationCardData[];
  comingSoon: ReadonlyArray<{ id: "MESSENGER" | "TWITTER" | "EMAIL"; name: string; description: string }>;
  actions: IntegrationActions;
  returnParams: ReturnParams | null;
  messages: {
    notConfiguredPage: string;
    comingSoon: string;
    loginToConnect: string;
    loginToReconnect: string;
    connectFailed: (name: string) => string;
    reconnectFailed: (name: string) => string;
    disconnectFailed: (name: string) => string;
    deleteAccountFailed: string;
  };
};

/** The Integrations screen: one card per Unipile provider, then the providers still to come. */
export function IntegrationsScreen({
  configured,
  canManage,
  integrations,
  comingSoon,
  actions,
  returnParams,
  messages,
}: IntegrationsScreenProps) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 p-4 sm:p-6 lg:p-8">
      <div>
        <h1 className="text-2xl font-bold">Integrations</h1>
        <p className="mt-1 text-muted-foreground">
          Connect the messaging accounts your campaigns send from and your scrapers search with.
        </p>
      </div>
      {returnParams ? <ConnectReturn params={returnParams} complete={actions.complete} /> : null}
      {!configured ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>{messages.notConfiguredPage}</p>
        </div>
      ) : null}
      {configured && !canManage ? (
        <p className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
          Only owners and admins can connect or change integrations. You can see their status here.
        </p>
      ) : null}
      <section aria-label="Messaging accounts" className="grid gap-4 md:grid-cols-2 2xl:grid-cols-4">
        {integrations.map((integration) => (
          <IntegrationCard
            key={integration.provider}
            integration={integration}
            actions={actions}
            configured={configured}
            canManage={canManage}
            messages={{
              loginToConnect: messages.loginToConnect,
              loginToReconnect: messages.loginToReconnect,
              connectFailed: messages.connectFailed(integration.name),
              reconnectFailed: messages.reconnectFailed(integration.name),
              disconnectFailed: messages.disconnectFailed(integration.name),
              deleteFailed: messages.deleteAccountFailed,
            }}
          />
        ))}
      </section>
      <section aria-labelledby="coming-soon-heading" className="grid gap-3">
        <h2 id="coming-soon-heading" className="text-lg font-semibold">
          Coming soon
        </h2>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {comingSoon.map((platform) => (
            <ComingSoonCard key={platform.id} platform={platform} message={messages.comingSoon} />
          ))}
        </div>
      </section>
    </div>
  );
}
