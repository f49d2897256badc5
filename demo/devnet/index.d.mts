// Types for the devnet's public entry, used by the TypeScript end-to-end tests.
export interface Devnet {
  ports: Record<string, number>;
  urls: { demo: string; api: string; registry: string; [part: string]: unknown };
  stop(): Promise<void>;
  [part: string]: unknown;
}

export function startDevnet(options?: { randomPorts?: boolean; ports?: Record<string, number>; log?: (line: string) => void; [option: string]: unknown }): Promise<Devnet>;
