import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layout rules of eslint.config.mjs, run through ESLint's Node API on snippets that are never written
// to disk: each wrong import must fail `npm run lint`, and the right way must pass.
const root = path.resolve(__dirname, "../../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function layoutErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

const use = (name: string) => `\nexport const used = ${name};\n`;

// The first lint loads the whole config and its plugins: seconds on a busy machine, so the tests get a minute.
describe("import boundaries", { timeout: 60_000 }, () => {
  it("refuses components/ importing app/, by alias or relative path", async () => {
    expect(
      await layoutErrors(
        "components/shell/bad.tsx",
        `import { signOutAction } from "@/app/actions";${use("signOutAction")}`,
      ),
    ).toEqual([expect.stringContaining("components/ and lib/ never import app/")]);
    expect(
      await layoutErrors(
        "components/shell/bad.tsx",
        `import { signOutAction } from "../../app/actions";${use("signOutAction")}`,
      ),
    ).toHaveLength(1);
  });

  it("refuses lib/ importing app/", async () => {
    expect(
      await layoutErrors(
        "lib/leads/bad.ts",
        `import { x } from "@/app/(workspace)/leads/actions";${use("x")}`,
      ),
    ).toHaveLength(1);
  });

  it("refuses lib/ reaching the driver through getConnection", async () => {
    expect(
      await layoutErrors("lib/leads/bad.ts", `import { getConnection } from "@/db";${use("getConnection")}`),
    ).toEqual([expect.stringContaining("lib/ never knows which database it runs on")]);
  });

  it("refuses db/ importing lib/", async () => {
    expect(
      await layoutErrors(
        "db/schema/bad.ts",
        `import { leadPlatforms } from "../../lib/leads/constants";${use("leadPlatforms")}`,
      ),
    ).toEqual([expect.stringContaining("db/ never imports lib/")]);
    expect(await layoutErrors("db/bad.ts", `import { env } from "@/lib/env";${use("env")}`)).toHaveLength(1);
  });

  it("refuses app/ and components/ importing db/", async () => {
    expect(
      await layoutErrors(
        "app/(workspace)/dashboard/page.tsx",
        `import { getDb } from "@/db";${use("getDb")}`,
      ),
    ).toEqual([expect.stringContaining("Only lib/ and db/ import db/")]);
    expect(
      await layoutErrors("components/leads/bad.tsx", `import { leads } from "@/db/schema";${use("leads")}`),
    ).toHaveLength(1);
  });

  it("lets each layer import what the layout allows", async () => {
    expect(
      await layoutErrors(
        "lib/leads/good.ts",
        `import { getDb } from "@/db";\nimport { leads } from "@/db/schema";${use("[getDb, leads]")}`,
      ),
    ).toEqual([]);
    expect(
      await layoutErrors(
        "db/schema/good.ts",
        `import { leadPlatforms } from "./leads-enums";${use("leadPlatforms")}`,
      ),
    ).toEqual([]);
    expect(
      await layoutErrors(
        "app/(workspace)/good/page.tsx",
        `import { getLeadList } from "@/lib/lists/queries";\nimport { Button } from "@/components/ui/button";${use("[getLeadList, Button]")}`,
      ),
    ).toEqual([]);
    expect(
      await layoutErrors("components/shell/good.tsx", `import { cn } from "@/lib/utils";${use("cn")}`),
    ).toEqual([]);
    expect(await layoutErrors("scripts/good.ts", `import { getDb } from "@/db";${use("getDb")}`)).toEqual([]);
  });
});
