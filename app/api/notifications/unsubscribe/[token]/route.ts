import { postedFromUnsubscribePage } from "@/lib/email/one-click-unsubscribe";
import { env } from "@/lib/env";
import {
  INVALID_NOTIFICATION_UNSUBSCRIBE,
  unsubscribeCategoryByToken,
} from "@/lib/notifications/unsubscribe";
import { emailPreferencesPath } from "@/lib/notifications/unsubscribe-token";

export const dynamic = "force-dynamic";

/**
 * POST /api/notifications/unsubscribe/{token}: a digest's RFC 8058 one-click unsubscribe and the
 * preferences page's button; no session (the signed token names the user and category). The page's
 * form comes back to the page (303) with the outcome.
 */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ token: string }> },
): Promise<Response> {
  const { token } = await params;
  const fromPage = await postedFromUnsubscribePage(request);
  const done = await unsubscribeCategoryByToken(token);
  if (fromPage) {
    const target = new URL(`${emailPreferencesPath}/${encodeURIComponent(token)}`, env().APP_URL);
    target.searchParams.set(done ? "done" : "invalid", "1");
    return Response.redirect(target, 303);
  }
  return Response.json(
    done ? { unsubscribed: true } : { unsubscribed: false, error: INVALID_NOTIFICATION_UNSUBSCRIBE },
    {
      status: done ? 200 : 404,
      headers: { "Cache-Control": "no-store" },
    },
  );
}
