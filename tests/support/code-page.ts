/** Text in a code page, built by inverting TextDecoder over every one- and two-byte sequence. */
export function encode(text: string, encoding: string): Uint8Array<ArrayBuffer> {
  const decoder = new TextDecoder(encoding);
  const bytesOf = new Map<string, number[]>();
  for (let a = 0x80; a <= 0xff; a++) {
    const single = decoder.decode(new Uint8Array([a]));
    if (single.length === 1 && single !== "\uFFFD" && !bytesOf.has(single)) bytesOf.set(single, [a]);
    for (let b = 0x40; b <= 0xfe; b++) {
      const pair = decoder.decode(new Uint8Array([a, b]));
      if (pair.length === 1 && pair !== "\uFFFD" && !bytesOf.has(pair)) bytesOf.set(pair, [a, b]);
    }
  }
  const out: number[] = [];
  for (const char of text) {
    if (char.charCodeAt(0) < 0x80) out.push(char.charCodeAt(0));
    else {
      const bytes = bytesOf.get(char);
      if (!bytes) throw new Error(`${char} has no ${encoding} bytes`);
      out.push(...bytes);
    }
  }
  return Uint8Array.from(out);
}
