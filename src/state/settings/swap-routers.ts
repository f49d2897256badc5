// `config.swapRouters`: the contracts a swap may call, and an approval may name as spender, on the networks a
// host names (issue 25; the hosted service's own routers are Swap's defaults, state/swap/rules/routers.ts).
// Pure; bad entries become issues.
import type { ConfigIssue } from './schema';

type Address = `0x${string}`;

const EVM_NETWORK = /^eip155:[1-9]\d{0,19}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** Past this many networks or routers a network, the value is not a list a host wrote by hand. */
const MAX_ENTRIES = 64;

/** `{caip2: [address, …]}` (a lone address is a list of one), lower-cased; each bad network is an issue. */
export function parseSwapRouters(value: unknown): { routers: Record<string, Address[]>; issues: ConfigIssue[] } {
  const routers: Record<string, Address[]> = {};
  const issues: ConfigIssue[] = [];
  const issue = (at: string) => issues.push({ setting: 'swapRouters', value: at.slice(0, 200), reason: 'invalidSwapRouters' });
  if (value === undefined || value === null) return { routers, issues };
  if (typeof value !== 'object' || Array.isArray(value)) {
    issue(String(value));
    return { routers, issues };
  }
  for (const [network, raw] of Object.entries(value as Record<string, unknown>).slice(0, MAX_ENTRIES)) {
    const list: unknown[] = Array.isArray(raw) ? raw : [raw];
    if (
      !EVM_NETWORK.test(network) ||
      list.length > MAX_ENTRIES ||
      !list.every((entry) => typeof entry === 'string' && ADDRESS.test(entry))
    ) {
      issue(`${network}=${String(raw)}`);
      continue;
    }
    routers[network] = [...new Set((list as string[]).map((entry) => entry.toLowerCase() as Address))];
  }
  return { routers, issues };
}
