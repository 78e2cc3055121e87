/**
 * Work that must not sit on a request's path: the e-mails of the accounts API (and the tokens
 * they carry). Whether an address has an account decides whether a mail is sent; done before the
 * answer, that work would show in its time (issue 10: 16 ms for a known address, 7 for an unknown
 * one). A task starts only after the answer has been handed to the socket, its errors are logged,
 * and the app waits for the tasks still running before it closes the database.
 */
export class Background {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: { error: (o: object, m: string) => void }) {}

  /** Runs `task` after the current request's answer; never throws into the caller. */
  run(name: string, task: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err: unknown) => this.log.error({ err, task: name }, 'background task failed'))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once no task is running (tasks started meanwhile included). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
