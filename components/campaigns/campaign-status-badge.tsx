import { Badge } from "@/components/ui/badge";
import { statusLabels, statusTones, type CampaignStatusName } from "./campaign-figures";

export function CampaignStatusBadge({ status }: { status: CampaignStatusName }) {
  return <Badge tone={statusTones[status]}>{statusLabels[status]}</Badge>;
}
