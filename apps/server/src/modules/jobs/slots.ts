/** Runs at most `size` tasks at once; the others wait in the order they came. */
export class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes to the next waiting task, or becomes free.
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}
