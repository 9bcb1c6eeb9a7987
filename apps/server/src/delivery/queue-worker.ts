/**
 * The worker of a queue kept in a table that several servers drain together: a timer drains it
 * every `pollMs`, one run at a time per server (a call while one runs waits for it), and a run that
 * fails is logged and answers 0, the rows staying due for the next. `drainAll` claims and settles
 * what is due and answers how many rows it settled.
 */
export abstract class QueueWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;

  constructor(
    /** What the log says when a run fails, e.g. 'notice delivery failed'. */
    private readonly failure: string,
    private readonly pollMs: number,
    private readonly logger: { error(obj: unknown, msg: string): void },
  ) {}

  protected abstract drainAll(): Promise<number>;

  protected startTimer() {
    this.timer = setInterval(() => void this.drain(), this.pollMs).unref();
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Drains what is due now; answers how many rows it settled. */
  drain(): Promise<number> {
    this.running ??= this.drainAll()
      .catch((err: unknown) => {
        this.logger.error({ err }, this.failure);
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
