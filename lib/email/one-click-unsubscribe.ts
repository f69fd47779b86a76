/**
 * RFC 8058 one-click unsubscribe: the headers that name the URL a mail client POSTs
 * `List-Unsubscribe=One-Click` to, and how that URL's route tells the client's POST from the
 * unsubscribe page's own form (which sends `from=page` and is answered with a redirect).
 */
export function oneClickUnsubscribeHeaders(postUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${postUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export async function postedFromUnsubscribePage(request: Request): Promise<boolean> {
  if (!request.headers.get("content-type")?.includes("application/x-www-form-urlencoded")) return false;
  const form = await request.formData().catch(() => undefined);
  return form?.get("from") === "page";
}
