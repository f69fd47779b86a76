/** Marks an API answer uncacheable (it may carry one user's data). */
export function noStore(response: Response): Response {
  try {
    response.headers.set("Cache-Control", "no-store");
    return response;
  } catch {
    // Responses with immutable headers (redirects, fetched bodies) are copied.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", "no-store");
    return copy;
  }
}
