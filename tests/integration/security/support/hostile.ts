/**
 * Generated hostile input (input fuzzing): wrong types, huge strings, unicode edge cases,
 * prototype-pollution keys, SQL and HTML metacharacters. Every value is one a client can send.
 */
export const hostileValues: ReadonlyArray<[label: string, value: unknown]> = [
  ["number", 42],
  ["negative", -1],
  ["huge number", 1e308],
  ["unsafe integer", 2 ** 63],
  ["boolean", true],
  ["null", null],
  ["empty array", []],
  ["array of strings", ["a", "b"]],
  ["empty object", {}],
  ["operator object", { $gt: "", $ne: null }],
  ["empty string", ""],
  ["blank string", "   \t\n "],
  ["huge string", "x".repeat(100_000)],
  ["NUL byte", "a\u0000b"],
  ["lone surrogate", "a\ud800b"],
  ["right-to-left override", "\u202eexe.txt"],
  ["zero-width and BOM", "\ufeff\u200b\u200d"],
  ["astral characters", "\u{1d54f}".repeat(2_000)],
  ["combining marks", `Z${"\u0336".repeat(500)}`],
  ["SQL quote", "'; drop table leads; --"],
  ["SQL boolean", '" OR 1=1 --'],
  ["SQL comment", "*/ select pg_sleep(5) /*"],
  ["HTML script", "<script>alert(1)</script>"],
  ["HTML attribute", '"><img src=x onerror=alert(1)>'],
  ["template", "{{7*7}}${7*7}"],
  ["path traversal", "../../../../etc/passwd"],
  ["spreadsheet formula", "=cmd|' /C calc'!A0"],
  ["percent-encoded NUL", "%00"],
  ["uuid of nobody", "00000000-0000-0000-0000-000000000000"],
];

/** Whole-body values for JSON route handlers: not JSON, not an object, too deep, too big. */
export const hostileBodies: ReadonlyArray<[label: string, body: string]> = [
  ["not JSON", "definitely not json"],
  ["empty body", ""],
  ["JSON array", "[1,2,3]"],
  ["JSON null", "null"],
  ["JSON number", "1e309"],
  ["deep nesting", `${"[".repeat(50_000)}${"]".repeat(50_000)}`],
  ["two megabytes", JSON.stringify({ blob: "x".repeat(2 * 1024 * 1024) })],
  ["__proto__ key", '{"__proto__":{"polluted":"yes"}}'],
  ["constructor.prototype", '{"constructor":{"prototype":{"polluted":"yes"}}}'],
];

/** Objects whose own keys pollute a naive merge (built with JSON.parse so `__proto__` is an own key). */
export function pollutingInputs(valid: Record<string, unknown>): Array<[string, Record<string, unknown>]> {
  const base = JSON.stringify(valid).slice(1, -1);
  const sep = base ? "," : "";
  return [
    ["__proto__ key", JSON.parse(`{${base}${sep}"__proto__":{"polluted":"yes"}}`) as Record<string, unknown>],
    [
      "constructor.prototype",
      JSON.parse(`{${base}${sep}"constructor":{"prototype":{"polluted":"yes"}}}`) as Record<string, unknown>,
    ],
  ];
}

/** Every variant of a valid input: each field replaced by each hostile value, plus pollution keys. */
export function hostileInputs(valid: Record<string, unknown>): Array<[string, Record<string, unknown>]> {
  const variants: Array<[string, Record<string, unknown>]> = [["no fields", {}]];
  for (const key of Object.keys(valid)) {
    for (const [label, value] of hostileValues)
      variants.push([`${key}: ${label}`, { ...valid, [key]: value }]);
  }
  variants.push(...pollutingInputs(valid));
  return variants;
}

/** Query-string variants of a GET request: each parameter (and the usual paging ones) hostile. */
export function hostileQueries(path: string): Array<[string, string]> {
  const url = new URL(path, "http://x");
  const keys = new Set([
    ...url.searchParams.keys(),
    "q",
    "sort",
    "dir",
    "cursor",
    "page",
    "perPage",
    "limit",
  ]);
  const strings = hostileValues.filter(([, v]) => typeof v === "string") as Array<[string, string]>;
  const variants: Array<[string, string]> = [];
  for (const key of keys) {
    for (const [label, value] of strings) {
      const next = new URL(url);
      next.searchParams.set(key, value);
      variants.push([`?${key}: ${label}`, `${next.pathname}${next.search}`]);
    }
    const repeated = new URL(url);
    repeated.searchParams.append(key, "1");
    repeated.searchParams.append(key, "2");
    variants.push([`?${key}: repeated`, `${repeated.pathname}${repeated.search}`]);
  }
  return variants;
}

export function prototypeIsClean(): boolean {
  const probe = {} as Record<string, unknown>;
  return probe.polluted === undefined && !("polluted" in Object.prototype);
}
