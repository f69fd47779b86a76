import { ImageResponse } from "next/og";
import { siteName } from "@/lib/seo/site";
import { socialCardSize } from "./social-card-meta";

const sources = ["LinkedIn", "Google Maps", "Instagram", "Websites", "Images (OCR)"];
const channels = ["Email", "LinkedIn", "WhatsApp", "Instagram", "SMS", "Telegram"];

function Chips({ items, tint }: { items: string[]; tint: string }) {
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 12 }}>
      {items.map((item) => (
        <div
          key={item}
          style={{ display: "flex", padding: "8px 18px", borderRadius: 999, background: tint, fontSize: 26 }}
        >
          {item}
        </div>
      ))}
    </div>
  );
}

/**
 * The Open Graph and Twitter card, rendered once at build. Text stays in the Latin range of the
 * bundled font: a glyph outside it would make next/og fetch a font from the network.
 */
export function renderSocialCard(): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        color: "#ffffff",
        background: "linear-gradient(135deg, #312e81 0%, #4f46e5 60%, #6366f1 100%)",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            width: 88,
            height: 88,
            borderRadius: 20,
            background: "#ffffff",
          }}
        >
          <div
            style={{
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              width: 56,
              height: 56,
              borderRadius: 999,
              border: "9px solid #4f46e5",
            }}
          >
            <div style={{ width: 20, height: 20, borderRadius: 999, background: "#4f46e5" }} />
          </div>
        </div>
        <div style={{ fontSize: 56 }}>{siteName}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ fontSize: 68, lineHeight: 1.1, maxWidth: 980 }}>
          Find the right leads and start the conversation
        </div>
        <div style={{ fontSize: 30, color: "#e0e7ff" }}>AI lead generation and outreach in one workspace</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 14 }}>
        <Chips items={sources} tint="rgba(255,255,255,0.16)" />
        <Chips items={channels} tint="rgba(15,23,42,0.28)" />
      </div>
    </div>,
    socialCardSize,
  );
}
