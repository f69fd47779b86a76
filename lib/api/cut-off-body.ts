/**
 * A body refused mid-way at its byte cap is left unread on the connection (reading on would let a client
 * stream for ever). A request the client then sent on that kept-alive connection would wait until the
 * server's keep-alive timer reset it, so the answer to such a request closes the connection instead.
 * A body refused for its declared length is never touched: Node reads and drops it after the answer.
 */
const cutOff = new WeakSet<Request>();

export function markBodyCutOff(request: Request): void {
  cutOff.add(request);
}

/** `Connection: close` on the answer when the request's body was cut off; call on a response with mutable headers. */
export function closeIfCutOff(request: Request, response: Response): Response {
  if (cutOff.has(request)) response.headers.set("Connection", "close");
  return response;
}
