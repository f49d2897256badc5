// Module state, declared once. Each piece of state a module keeps (a valtio proxy, a timer, a
// cache, a subscription's stop) is a slice: its name, a function giving its initial value, what
// stops the work it started (`dispose`) and, when a fresh value depends on another slice, what
// follows the reset. `resetSlices()` (the state's `resetState()`) disposes every slice, newest
// first, then brings each back to its initial value in the order they were defined (a module's
// imports define theirs first), so a fresh state needs no hand-kept list.
import { proxy } from 'valtio';
import { latestTask, type LatestTask } from './latest-task';

export interface SliceOptions<T extends object> {
  /** Names the slice in tests: `folder/what`. */
  name: string;
  /** A fresh value: a plain object, a Map or a Set; called once to create the slice, again on each reset. */
  initial: () => T;
  /** Stops what the slice started (timers, subscriptions, listeners); runs before every reset. */
  dispose?: (state: T) => void;
  /** Runs once the initial value is back (a value derived from an earlier slice). */
  reset?: (state: T) => void;
}

export interface SliceTimer {
  /** Calls `call` after `ms`, instead of any call still pending. */
  set(call: () => void, ms: number): void;
  clear(): void;
}

/** A registered slice as tests see it. */
export interface SliceEntry {
  readonly name: string;
  /** The live value (a task: whether a run is current). */
  current(): unknown;
  /** A fresh initial value, to compare with. */
  initial(): unknown;
  dispose(): void;
  reset(): void;
}

/** Copies `fresh` into `state` in place: the same object, Map or Set, with only the fresh fields or entries. */
function restore(state: object, fresh: object) {
  if (state instanceof Map) {
    state.clear();
    for (const [key, value] of fresh as Map<unknown, unknown>) state.set(key, value);
  } else if (state instanceof Set) {
    state.clear();
    for (const value of fresh as Set<unknown>) state.add(value);
  } else {
    for (const key of Object.keys(state)) if (!(key in fresh)) delete (state as Record<string, unknown>)[key];
    Object.assign(state, fresh);
  }
}

export function createSliceRegistry() {
  const entries: SliceEntry[] = [];

  function define<T extends object>(options: SliceOptions<T>, wrap: (value: T) => T): T {
    const state = wrap(options.initial());
    entries.push({
      name: options.name,
      current: () => state,
      initial: options.initial,
      dispose: () => options.dispose?.(state),
      reset() {
        restore(state, options.initial());
        options.reset?.(state);
      },
    });
    return state;
  }

  return {
    /** Plain module state (not rendered from): an object of fields, a Map or a Set. */
    defineSlice: <T extends object>(options: SliceOptions<T>): T => define(options, (value) => value),
    /** A valtio proxy the views render from; its reset restores the initial fields. */
    defineProxySlice: <T extends object>(options: SliceOptions<T>): T => define(options, proxy),
    /** A `latestTask()` whose run a reset cancels. */
    defineTask(name: string): LatestTask {
      const task = latestTask();
      entries.push({ name, current: task.isRunning, initial: () => false, dispose: task.cancel, reset() {} });
      return task;
    },
    /** A timer (one pending call at most: setting it again replaces it) that a reset clears. */
    defineTimer(name: string): SliceTimer {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const clear = () => clearTimeout(timer);
      entries.push({ name, current: () => timer, initial: () => undefined, dispose: clear, reset: () => (timer = undefined) });
      return {
        set(call, ms) {
          clear();
          timer = setTimeout(call, ms);
        },
        clear,
      };
    },
    /** Every slice disposed (newest first), then each back at its initial value (oldest first). */
    resetSlices() {
      for (const entry of [...entries].reverse()) entry.dispose();
      for (const entry of entries) entry.reset();
    },
    slices: (): readonly SliceEntry[] => entries,
  };
}

/** The state layer's one registry. */
export const { defineSlice, defineProxySlice, defineTask, defineTimer, resetSlices, slices } = createSliceRegistry();
