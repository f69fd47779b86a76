/**
 * A fixed number of slots shared by tenants, each holding at most `perTenant` of them. A freed slot
 * goes to the waiting tenant that holds the fewest (first come among equals), so one tenant's backlog
 * cannot keep another waiting; a waiter whose signal aborts leaves the line.
 */
type Waiter = { tenant: string; grant: () => void };

export class FairSlots {
  private busy = 0;
  private readonly held = new Map<string, number>();
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly size: number,
    private readonly perTenant = size,
  ) {}

  /** Waits for a slot; resolves to the function that gives it back (call it exactly once). */
  async acquire(tenant: string, signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted();
    if (this.busy < this.size && this.holding(tenant) < this.perTenant) {
      this.busy++;
      this.take(tenant);
    } else {
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(signal?.reason);
        };
        const waiter: Waiter = {
          tenant,
          grant: () => {
            signal?.removeEventListener("abort", onAbort);
            resolve();
          },
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        this.waiting.push(waiter);
      });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release(tenant);
    };
  }

  private holding(tenant: string): number {
    return this.held.get(tenant) ?? 0;
  }

  private take(tenant: string) {
    this.held.set(tenant, this.holding(tenant) + 1);
  }

  private release(tenant: string) {
    const left = this.holding(tenant) - 1;
    if (left > 0) this.held.set(tenant, left);
    else this.held.delete(tenant);
    let next: Waiter | undefined;
    for (const waiter of this.waiting) {
      const holds = this.holding(waiter.tenant);
      if (holds < this.perTenant && (!next || holds < this.holding(next.tenant))) next = waiter;
    }
    if (!next) {
      this.busy--;
      return;
    }
    this.waiting.splice(this.waiting.indexOf(next), 1);
    this.take(next.tenant);
    next.grant();
  }
}
