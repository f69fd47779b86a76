import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * The layout as lint (README "Architecture"): components/ and lib/ never import app/; db/ never imports
 * lib/ (or app/); only lib/ and db/ import db/ (scripts/, bench/ and tests/ may too). Each rule names the
 * way to go instead.
 */
const importsOf = (dir) => `^(@/${dir}|(\\.\\./)+${dir}|\\./${dir})(/|$)`;
const noApp = {
  regex: importsOf("app"),
  message:
    "components/ and lib/ never import app/: pass server actions down as props, move shared code to lib/.",
};
const noLib = {
  regex: importsOf("lib"),
  message:
    "db/ never imports lib/: the schema owns its enums and db/ reads its own configuration (db/config.ts).",
};
const noDb = {
  regex: importsOf("db"),
  message: "Only lib/ and db/ import db/: read and write through lib/<area>/queries.ts.",
};
const noDriver = {
  name: "@/db",
  importNames: ["getConnection"],
  message: "lib/ never knows which database it runs on: use getDb(), or db/raw.ts for raw SQL and COPY.",
};
const layout = (files, patterns, paths = []) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns, paths }] },
});

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next*/**",
      ".data/**",
      "node_modules/**",
      "db/migrations/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/ban-ts-comment": [
        "error",
        { "ts-ignore": true, "ts-nocheck": true, "ts-expect-error": "allow-with-description" },
      ],
    },
  },
  layout(["components/**"], [noApp, noDb]),
  layout(["lib/**"], [noApp], [noDriver]),
  layout(["db/**"], [noLib, noApp]),
  layout(["app/**", "middleware.ts", "instrumentation.ts"], [noDb]),
];

export default config;
