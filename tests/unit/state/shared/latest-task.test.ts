import { expect } from 'chai';
import fc from 'fast-check';
import { isSuperseded, latestTask, SupersededError, type TaskRun } from '../../../../src/state/shared/latest-task';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function outcome<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  try {
    return { value: await promise };
  } catch (error) {
    return { error };
  }
}

describe('latestTask', () => {
  it('starts with no run, and a run is current until superseded', () => {
    const task = latestTask();
    expect(task.isRunning()).to.equal(false);
    const first = task.start();
    expect(first.isCurrent()).to.equal(true);
    expect(first.signal.aborted).to.equal(false);
    expect(task.isRunning()).to.equal(true);
    const second = task.start();
    expect(first.isCurrent()).to.equal(false);
    expect(first.signal.aborted).to.equal(true);
    expect((first.signal.reason as DOMException).name).to.equal('AbortError');
    expect(second.isCurrent()).to.equal(true);
  });

  it('step passes a current run’s answer and failure through', async () => {
    const run = latestTask().start();
    expect(await run.step(Promise.resolve(7))).to.equal(7);
    expect(await run.step('plain')).to.equal('plain');
    const failure = new Error('boom');
    expect((await outcome(run.step(Promise.reject(failure)))).error).to.equal(failure);
  });

  it('step rejects with SupersededError once a newer run started, whatever the work answered', async () => {
    const task = latestTask();
    const run = task.start();
    const answer = deferred<number>();
    const failure = deferred<number>();
    const resolved = outcome(run.step(answer.promise));
    const rejected = outcome(run.step(failure.promise));
    task.start();
    answer.resolve(1);
    failure.reject(new Error('late failure'));
    expect((await resolved).error).to.be.instanceOf(SupersededError);
    expect((await rejected).error).to.be.instanceOf(SupersededError);
  });

  it('step waits for the work to settle before it rejects (no early return)', async () => {
    const task = latestTask();
    const run = task.start();
    const work = deferred<string>();
    let settled = false;
    const stepped = run.step(work.promise).finally(() => {
      settled = true;
    });
    task.cancel();
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).to.equal(false);
    work.resolve('done');
    expect((await outcome(stepped)).error).to.be.instanceOf(SupersededError);
  });

  it('cancel supersedes the current run without starting another', async () => {
    const task = latestTask();
    const run = task.start();
    task.cancel();
    expect(run.isCurrent()).to.equal(false);
    expect(run.signal.aborted).to.equal(true);
    expect(task.isRunning()).to.equal(false);
    expect(() => run.throwIfSuperseded()).to.throw(SupersededError);
    expect((await outcome(run.step(Promise.resolve(1)))).error).to.be.instanceOf(SupersededError);
    task.cancel();
    expect(task.isRunning()).to.equal(false);
  });

  it('throwIfSuperseded is silent for the current run', () => {
    const run = latestTask().start();
    expect(() => run.throwIfSuperseded()).not.to.throw();
  });

  it('separate tasks do not supersede each other', () => {
    const one = latestTask().start();
    latestTask().start();
    expect(one.isCurrent()).to.equal(true);
  });

  it('run resolves the flow’s value, ends a superseded flow with undefined and runs its finally', async () => {
    const task = latestTask();
    const gate = deferred<void>();
    const cleanups: string[] = [];
    const reached: string[] = [];
    const first = task.run(async (run) => {
      try {
        await run.step(gate.promise);
        reached.push('first');
        return 'first';
      } finally {
        cleanups.push('first');
      }
    });
    const second = task.run(async () => 'second');
    gate.resolve();
    expect(await first).to.equal(undefined);
    expect(await second).to.equal('second');
    expect(reached).to.deep.equal([]);
    expect(cleanups).to.deep.equal(['first']);
  });

  it('run passes other failures through', async () => {
    const failure = new Error('real');
    const { error } = await outcome(
      latestTask().run(async () => {
        throw failure;
      }),
    );
    expect(error).to.equal(failure);
  });

  it('a catch that calls throwIfSuperseded first ignores a superseded failure', async () => {
    const task = latestTask();
    const work = deferred<void>();
    const handled: unknown[] = [];
    const flow = task.run(async (run) => {
      try {
        await run.step(work.promise);
      } catch (error) {
        run.throwIfSuperseded();
        handled.push(error);
      }
    });
    task.cancel();
    work.reject(new Error('late'));
    await flow;
    expect(handled).to.deep.equal([]);
  });

  it('isSuperseded recognises only SupersededError', () => {
    expect(isSuperseded(new SupersededError())).to.equal(true);
    expect(new SupersededError().name).to.equal('SupersededError');
    expect(isSuperseded(new Error('Superseded'))).to.equal(false);
    expect(isSuperseded(new DOMException('x', 'AbortError'))).to.equal(false);
    expect(isSuperseded(undefined)).to.equal(false);
  });

  it('of any interleaving of starts, cancels and settles, only the latest run’s steps come through', async () => {
    type Op = { kind: 'start' } | { kind: 'cancel' } | { kind: 'settle'; index: number; fail: boolean };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.constant<Op>({ kind: 'start' }),
      fc.constant<Op>({ kind: 'cancel' }),
      fc.record({ kind: fc.constant('settle' as const), index: fc.nat(20), fail: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 40 }), async (ops) => {
        const task = latestTask();
        const runs: { run: TaskRun; work: ReturnType<typeof deferred<number>>; result: Promise<{ value?: number; error?: unknown }> }[] =
          [];
        let latest = -1;
        let cancelled = false;
        const expected = new Map<number, 'through' | 'superseded'>();
        for (const step of ops) {
          if (step.kind === 'start') {
            const run = task.start();
            const work = deferred<number>();
            runs.push({ run, work, result: outcome(run.step(work.promise)) });
            latest = runs.length - 1;
            cancelled = false;
          } else if (step.kind === 'cancel') {
            task.cancel();
            cancelled = true;
          } else if (runs.length > 0) {
            const index = step.index % runs.length;
            if (expected.has(index)) continue;
            expected.set(index, index === latest && !cancelled ? 'through' : 'superseded');
            const entry = runs[index]!;
            if (step.fail) entry.work.reject(new Error(String(index)));
            else entry.work.resolve(index);
            await entry.result;
          }
          expect(task.isRunning()).to.equal(latest >= 0 && !cancelled);
          runs.forEach(({ run }, index) => {
            const current = index === latest && !cancelled;
            expect(run.isCurrent()).to.equal(current);
            expect(run.signal.aborted).to.equal(!current);
          });
        }
        for (const [index, want] of expected) {
          const { value, error } = await runs[index]!.result;
          if (want === 'superseded') expect(isSuperseded(error)).to.equal(true);
          else expect(value === index || (error instanceof Error && error.message === String(index))).to.equal(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('current() shares the run under way, and starts one when none is', async () => {
    const task = latestTask();
    const first = task.current();
    expect(task.current()).to.equal(first);
    const page = deferred<string>();
    const answer = outcome(first.step(page.promise));
    task.cancel();
    page.resolve('late');
    expect(isSuperseded((await answer).error)).to.equal(true);
    const next = task.current();
    expect(next).to.not.equal(first);
    expect(next.isCurrent()).to.equal(true);
    expect(task.start()).to.not.equal(next);
  });
});
