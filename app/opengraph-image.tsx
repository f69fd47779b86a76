import { renderSocialCard } from "@/components/marketing/social-card";
import { socialCardAlt, socialCardSize } from "@/components/marketing/social-card-meta";

export const alt = socialCardAlt;
export const size = socialCardSize;
export const contentType = "image/png";

export default function OpengraphImage() {
  return renderSocialCard();
}
