import { ImageResponse } from "next/og";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** The home-screen icon: the brand mark of app/icon.svg, rendered once at build. */
export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: "#4f46e5",
      }}
    >
      <div
        style={{
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          width: 104,
          height: 104,
          borderRadius: 999,
          border: "16px solid #ffffff",
        }}
      >
        <div style={{ width: 40, height: 40, borderRadius: 999, background: "#ffffff" }} />
      </div>
    </div>,
    size,
  );
}
