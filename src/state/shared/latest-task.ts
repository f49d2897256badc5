// "Latest answer wins", said once. A flow that a newer one replaces (a second submit, a new
// quote, the visitor leaving the view) must stop moving state when its awaits come back. Each
// flow keeps one `latestTask()`; `start()` supersedes the previous run, and the flow awaits
// through `run.step(...)`, which rejects with `SupersededError` once a newer run started or the
// view was left, so the rest of the flow reads top to bottom without counters. `task.run(flow)`
// wraps a flow so that a superseded one simply ends (resolves `undefined`); its `finally`
// blocks still run. The run's `signal` aborts at once (with the platform's AbortError), for work
// that can stop (fetch).

/** A newer run of the same task replaced this one, or the task was cancelled. */
export class SupersededError extends Error {
  override readonly name = 'SupersededError';
  constructor() {
    super('Superseded by a newer run');
  }
}

export function isSuperseded(error: unknown): error is SupersededError {
  return error instanceof SupersededError;
}

export interface TaskRun {
  /** Aborts the moment the run is superseded or cancelled. */
  readonly signal: AbortSignal;
  /** Still the latest run, and not cancelled. */
  isCurrent(): boolean;
  /**
   * Waits for `work` to settle; if the run is no longer current by then, rejects with
   * `SupersededError` (dropping `work`'s answer or failure), otherwise passes it through.
   */
  step<T>(work: PromiseLike<T> | T): Promise<T>;
  /** Throws `SupersededError` when the run is no longer current (say, first thing in a `catch`). */
  throwIfSuperseded(): void;
}

export interface LatestTask {
  /** Supersedes the previous run (its signal aborts) and returns the new, current one. */
  start(): TaskRun;
  /** The current run, started if there is none: for work that belongs to whichever run is current (a list's pages). */
  current(): TaskRun;
  /** `start()`, then `flow(run)`; a flow that ends with `SupersededError` resolves `undefined`. */
  run<T>(flow: (run: TaskRun) => Promise<T>): Promise<T | undefined>;
  /** Supersedes the current run without starting another (the visitor left the view). */
  cancel(): void;
  /** A run is current (started and neither superseded nor cancelled). */
  isRunning(): boolean;
}

export function latestTask(): LatestTask {
  let current: AbortController | undefined;
  let currentRun: TaskRun | undefined;

  function cancel() {
    const previous = current;
    current = undefined;
    currentRun = undefined;
    // The platform's own AbortError: services that tell an abort from a failure (no retry) keep doing so.
    previous?.abort();
  }

  function start(): TaskRun {
    cancel();
    const controller = new AbortController();
    current = controller;
    const isCurrent = () => current === controller;
    const throwIfSuperseded = () => {
      if (!isCurrent()) throw new SupersededError();
    };
    currentRun = {
      signal: controller.signal,
      isCurrent,
      throwIfSuperseded,
      async step<T>(work: PromiseLike<T> | T): Promise<T> {
        try {
          const value = await work;
          throwIfSuperseded();
          return value;
        } catch (error) {
          throwIfSuperseded();
          throw error;
        }
      },
    };
    return currentRun;
  }

  return {
    start,
    current: () => currentRun ?? start(),
    cancel,
    isRunning: () => current !== undefined,
    async run<T>(flow: (run: TaskRun) => Promise<T>): Promise<T | undefined> {
      try {
        return await flow(start());
      } catch (error) {
        if (isSuperseded(error)) return undefined;
        throw error;
      }
    },
  };
}
