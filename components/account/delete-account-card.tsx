import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { ActionResult } from "@/lib/server/action-result";
import { DeleteAccountDialog } from "./delete-account-dialog";

type Action = (prev: ActionResult | undefined, input: FormData) => Promise<ActionResult>;

/** The Delete Account card of /data-privacy and of the settings' Security tab. */
export function DeleteAccountCard({
  action,
  ownsSharedWorkspace,
  headingLevel = "h2",
}: {
  action: Action;
  ownsSharedWorkspace: boolean;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle as={headingLevel}>Delete Account</CardTitle>
        <CardDescription>
          Permanently delete your account and the data described in our privacy notes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DeleteAccountDialog action={action} ownsSharedWorkspace={ownsSharedWorkspace} />
      </CardContent>
    </Card>
  );
}
