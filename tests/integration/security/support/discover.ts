import fs from "node:fs";
import path from "node:path";

/** Endpoints found in the source tree: what the registry must cover. */
export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type DiscoveredRoute = { id: string; file: string; route: string; method: HttpMethod };
export type DiscoveredAction = { id: string; file: string; name: string };

const root = process.cwd();

function walk(dir: string, accept: (file: string) => boolean, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && !entry.name.startsWith(".")) walk(full, accept, out);
    } else if (accept(full)) out.push(full);
  }
  return out;
}

/** "app/api/leads/[id]/route.ts" → "/api/leads/[id]" (route groups dropped). */
function routePath(file: string): string {
  const segments = path.relative(path.join(root, "app"), path.dirname(file)).split(path.sep);
  return `/${segments.filter((s) => !(s.startsWith("(") && s.endsWith(")"))).join("/")}`;
}

function exportedMethods(source: string): HttpMethod[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/export\s+(?:async\s+)?function\s+(\w+)/g)) names.add(m[1] ?? "");
  for (const m of source.matchAll(/export\s+const\s+(\w+)\s*=/g)) names.add(m[1] ?? "");
  for (const m of source.matchAll(/export\s+(?:const|let)\s*\{([^}]*)\}\s*=/g)) {
    for (const part of (m[1] ?? "").split(",")) names.add(part.split(":").pop()?.trim() ?? "");
  }
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of (m[1] ?? "").split(","))
      names.add(
        part
          .split(/\s+as\s+/)
          .pop()
          ?.trim() ?? "",
      );
  }
  return HTTP_METHODS.filter((method) => names.has(method));
}

/** Every exported HTTP method of every app/api/**\/route.ts. */
export function discoverRoutes(): DiscoveredRoute[] {
  const files = walk(path.join(root, "app", "api"), (f) => /[/\\]route\.(ts|tsx|js)$/.test(f));
  return files.flatMap((file) => {
    const route = routePath(file);
    return exportedMethods(fs.readFileSync(file, "utf8")).map((method) => ({
      id: `${method} ${route}`,
      file: path.relative(root, file),
      route,
      method,
    }));
  });
}

/** A module whose first statement is the "use server" directive (comments before it allowed). */
function isServerActionModule(source: string): boolean {
  const body = source.replace(/^(\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/))*/, "").trimStart();
  return /^["']use server["'];?/.test(body);
}

/** Every exported function of every "use server" module in app/ and lib/. */
export function discoverActions(): DiscoveredAction[] {
  const files = ["app", "lib", "components"].flatMap((dir) =>
    walk(path.join(root, dir), (f) => /\.(ts|tsx)$/.test(f)),
  );
  return files.flatMap((file) => {
    const source = fs.readFileSync(file, "utf8");
    if (!isServerActionModule(source)) return [];
    const names = new Set<string>();
    for (const m of source.matchAll(/export\s+(?:async\s+)?function\s+(\w+)/g)) names.add(m[1] ?? "");
    for (const m of source.matchAll(/export\s+const\s+(\w+)\s*=/g)) names.add(m[1] ?? "");
    for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
      for (const part of (m[1] ?? "").split(","))
        names.add(
          part
            .split(/\s+as\s+/)
            .pop()
            ?.trim() ?? "",
        );
    }
    const relative = path.relative(root, file);
    return [...names].filter(Boolean).map((name) => ({ id: `${relative}#${name}`, file: relative, name }));
  });
}
