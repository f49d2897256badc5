// Talks to tests/fixtures/http-test-server.mjs, served by web-test-runner on the page's own origin.
export const TEST_SERVER = `${location.origin}/__test/http`;

/** A key no other test uses, so hit counts never mix. */
export const uniqueKey = (): string => crypto.randomUUID();

export async function hitsOf(key: string): Promise<{ count: number; times: number[]; closed: number }> {
  const response = await fetch(`${TEST_SERVER}/hits/${key}`);
  return (await response.json()) as { count: number; times: number[]; closed: number };
}

/** Milliseconds between consecutive arrivals at the server. */
export const gapsOf = (times: number[]): number[] => times.slice(1).map((time, index) => time - (times[index] ?? time));
