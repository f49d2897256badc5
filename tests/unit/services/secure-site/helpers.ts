// Shared by the secure-site client's tests: promise states without waiting on timers, and forgers.

/** 'pending', 'resolved' or 'rejected' after a few microtasks (a fake clock may hold the timers). */
export async function settledState(promise: Promise<unknown>): Promise<string> {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  return state;
}

export const rejectionOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );

/** Lets queued messages and timers of the real clock run: a few real tasks. */
export async function afterTasks(count = 5): Promise<void> {
  for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Another window posts `data` to its parent (or opener): an iframe loading `{base}/post` in `container`.
 * Resolves once its page has loaded (and so posted).
 */
export async function forgeFrom(container: Node, base: string, to: 'parent' | 'opener', data: unknown): Promise<HTMLIFrameElement> {
  const iframe = document.createElement('iframe');
  iframe.src = `${base}/post?to=${to}&data=${encodeURIComponent(JSON.stringify(data))}`;
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  container.appendChild(iframe);
  await loaded;
  // The message is queued as the page runs: a few more tasks let it arrive.
  await afterTasks();
  return iframe;
}
