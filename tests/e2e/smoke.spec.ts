import { expect, test } from "@playwright/test";

test("the home page renders and the health route is healthy", async ({ page, request }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  const body = await health.json();
  expect(body.status).toBe("ok");
  expect(body.database).toMatchObject({ status: "ok", driver: "pglite" });
  expect(body.queue.status).toBe("ok");
});
