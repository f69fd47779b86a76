import { readDevOutbox } from "@/lib/auth/dev-outbox";
import { emailOutboxVisible } from "@/lib/env";

export const dynamic = "force-dynamic";

/** The dev outbox as JSON; a 404 unless NODE_ENV is development or DEV_OUTBOX=1. */
export async function GET(request: Request) {
  if (!emailOutboxVisible())
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const to = new URL(request.url).searchParams.get("to")?.slice(0, 254) || undefined;
  return Response.json({ emails: await readDevOutbox({ to }) }, { headers: { "Cache-Control": "no-store" } });
}
