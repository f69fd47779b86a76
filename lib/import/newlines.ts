/** Longest record we accept: a bigger one is almost always a quote that is never closed. */
const maxRecordChars = 16 * 1024 * 1024;

/**
 * Normalises line endings per record rather than guessing once for the file (a CRLF header over LF rows
 * must not merge rows): CRLF becomes LF everywhere, a lone CR outside quotes ends a record, NUL is
 * dropped (PostgreSQL text cannot hold it). `push` returns text that ends at a record boundary, so the
 * parser rarely sees half a record; the rest waits for the next chunk.
 */
export class RecordChunker {
  private inQuotes = false;
  private pendingCr = false;
  private carry = "";

  push(text: string): string {
    let t = (this.pendingCr ? "\r" : "") + text;
    this.pendingCr = t.endsWith("\r");
    if (this.pendingCr) t = t.slice(0, -1);
    return this.cut(this.clean(t));
  }

  end(): string {
    const rest = this.carry + (this.pendingCr ? this.clean("\r") : "");
    this.carry = "";
    this.pendingCr = false;
    return rest;
  }

  private clean(text: string): string {
    let t = text;
    if (t.includes("\r")) t = t.replaceAll("\r\n", "\n");
    if (t.includes("\0")) t = t.replaceAll("\0", "");
    return t.includes("\r") ? this.loneCarriageReturns(t) : t;
  }

  private loneCarriageReturns(t: string): string {
    let quoted = this.inQuotes;
    let out = "";
    for (const c of t) {
      if (c === '"') quoted = !quoted;
      out += c === "\r" && !quoted ? "\n" : c;
    }
    return out;
  }

  private cut(t: string): string {
    let quoted = this.inQuotes;
    let boundary = -1;
    let start = 0;
    for (let q = t.indexOf('"'); ; q = t.indexOf('"', q + 1)) {
      const end = q === -1 ? t.length : q;
      if (!quoted && end > start) {
        const nl = t.lastIndexOf("\n", end - 1);
        if (nl >= start) boundary = nl;
      }
      if (q === -1) break;
      quoted = !quoted;
      start = q + 1;
    }
    this.inQuotes = quoted;
    if (boundary === -1) {
      this.carry += t;
      if (this.carry.length > maxRecordChars) throw new RangeError("record too long");
      return "";
    }
    const out = this.carry + t.slice(0, boundary + 1);
    this.carry = t.slice(boundary + 1);
    return out;
  }
}
