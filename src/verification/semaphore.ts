/** A counting semaphore: at most `capacity` holders at once, the rest wait in arrival order. */
export class Semaphore {
  private holders = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly capacity: number) {}

  async use<T>(work: () => Promise<T>): Promise<T> {
    if (this.holders >= this.capacity) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.holders++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.holders--;
    }
  }
}
