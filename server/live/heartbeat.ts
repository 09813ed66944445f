/**
 * A job run every `intervalMs` and on demand (a backplane that came back); calls that overlap
 * share the run in flight, so a slow database never stacks reads.
 */
export class Heartbeat {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(private readonly job: () => Promise<void>) {}

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.now(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  now(): Promise<void> {
    this.running ??= this.job().finally(() => {
      this.running = null;
    });
    return this.running;
  }
}
