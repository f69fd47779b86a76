import { renderSocialCard } from "@/components/marketing/social-card";

// A route, not the metadata file convention: that would make every page resolve the card, the signed-in
// ones included, only to drop it. The public pages name it in their metadata.
export const dynamic = "force-static";

export function GET() {
  return renderSocialCard();
}
