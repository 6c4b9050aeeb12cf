// Caps on work that holds memory for as long as it runs (a file being written): so many per owner, so many
// in all. One process's resources, so one process's count.

export class Slots {
  private readonly byOwner = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly perOwner: number,
    private readonly atOnce: number,
  ) {}

  /** A slot for `owner`, with the function that frees it (once, however often called), or null when full. */
  take(owner: string): (() => void) | null {
    const held = this.byOwner.get(owner) ?? 0;
    if (held >= this.perOwner || this.total >= this.atOnce) return null;
    this.byOwner.set(owner, held + 1);
    this.total += 1;
    let isFreed = false;
    return () => {
      if (isFreed) return;
      isFreed = true;
      this.total -= 1;
      const left = (this.byOwner.get(owner) ?? 1) - 1;
      if (left === 0) this.byOwner.delete(owner);
      else this.byOwner.set(owner, left);
    };
  }
}
