import { describe, expect, it } from "vitest";
import { FairSlots } from "@/lib/scraping/ocr/fair-slots";

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("fair slots", () => {
  it("gives a freed slot to the waiting tenant holding the fewest, first come among equals", async () => {
    const slots = new FairSlots(2);
    const granted: string[] = [];
    const take = (tenant: string, name: string) =>
      slots.acquire(tenant).then((release) => {
        granted.push(name);
        return release;
      });
    const a1 = await take("a", "a1");
    const a2 = await take("a", "a2");
    const a3 = take("a", "a3");
    const a4 = take("a", "a4");
    const b1 = take("b", "b1");
    await settle();
    expect(granted).toEqual(["a1", "a2"]);

    a1();
    await b1;
    expect(granted).toEqual(["a1", "a2", "b1"]);
    a2();
    await a3;
    await settle();
    expect(granted).toEqual(["a1", "a2", "b1", "a3"]);
    (await a3)();
    await a4;
    expect(granted).toEqual(["a1", "a2", "b1", "a3", "a4"]);
  });

  it("holds a tenant to its share while slots are free for others", async () => {
    const slots = new FairSlots(2, 1);
    const a1 = await slots.acquire("a");
    let a2Granted = false;
    const a2 = slots.acquire("a").then((release) => {
      a2Granted = true;
      return release;
    });
    const b1 = await slots.acquire("b");
    await settle();
    expect(a2Granted).toBe(false);
    b1();
    await settle();
    expect(a2Granted).toBe(false);
    a1();
    (await a2)();
    expect(a2Granted).toBe(true);
  });

  it("lets an aborted waiter leave the line without taking a slot", async () => {
    const slots = new FairSlots(1);
    const held = await slots.acquire("a");
    const controller = new AbortController();
    const waiting = slots.acquire("b", controller.signal);
    const next = slots.acquire("c");
    controller.abort(new Error("cancelled"));
    await expect(waiting).rejects.toThrow("cancelled");
    held();
    const release = await next;
    release();
    await expect(slots.acquire("d", AbortSignal.abort(new Error("already")))).rejects.toThrow("already");
  });
});
