import "server-only";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30-second steps. */
const ISSUER = "CRM Pro";
/** One step either side: a code typed just as it rolls over, or on a phone a little off, still counts. */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri({ secret, email }: { secret: string; email: string }): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/** The QR code of the otpauth URI as an SVG data URL, drawn on the server (no third-party image service). */
export async function totpQrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/**
 * The time step a code belongs to, or null. Steps at or before `afterTimeStep` (the last one accepted)
 * are refused, so a code cannot be replayed inside its window. The clock is the caller's `now`.
 */
export async function verifyTotp({
  secret,
  code,
  afterTimeStep,
  now = Date.now(),
}: {
  secret: string;
  code: string;
  afterTimeStep: number | null;
  now?: number;
}): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  // The union also covers HOTP results, which carry no time step.
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
