// The devnet's two EVM chains: two anvils started in parallel, the contracts
// compiled (cached) and deployed at the same addresses on both, an indexer
// following each chain, and one chain source per chain for the /api stand-in.
import { startAnvil } from './anvil.mjs';
import { compileContracts } from './compile.mjs';
import { deployDevnetContracts } from './deploy.mjs';
import { createEvmChainSource } from './source.mjs';

export { DEV_MNEMONIC } from './anvil.mjs';
export const EVM_CHAINS = [
  { key: 'evmA', chainId: 31337, name: 'Devnet A' },
  { key: 'evmB', chainId: 31338, name: 'Devnet B' },
];

/**
 * @param {{ports: {evmA: number, evmB: number}, registryUrl: string, nftPreviewUrl: string}} options
 * @returns {Promise<{sources: object[], contracts: Record<string, string>, holders: string[],
 *   artifacts: Record<string, {abi: unknown[], bytecode: string}>, urls: Record<number, string>, stop: () => Promise<void>}>}
 */
export async function startEvmChains({ ports, registryUrl, nftPreviewUrl }) {
  const stops = [];
  const stop = async () => {
    for (const stopPart of stops.reverse()) await stopPart().catch(() => {});
  };
  try {
    const started = EVM_CHAINS.map((chain) =>
      startAnvil({ port: ports[chain.key], chainId: chain.chainId }).then((anvil) => {
        stops.push(anvil.stop);
        return anvil;
      }),
    );
    const [artifacts, ...anvils] = await Promise.all([compileContracts(), ...started]);
    const deployments = await Promise.all(anvils.map((anvil) => deployDevnetContracts({ rpcUrl: anvil.rpcUrl, artifacts })));
    const { addresses, holders } = deployments[0];
    const sources = EVM_CHAINS.map((chain, i) =>
      createEvmChainSource({ ...chain, rpcUrl: anvils[i].rpcUrl, wsUrl: anvils[i].wsUrl, registryUrl, nftPreviewUrl, addresses }),
    );
    await Promise.all(sources.map((source) => source.start()));
    stops.push(...sources.map((source) => source.stop));
    const urls = Object.fromEntries(EVM_CHAINS.map((chain, i) => [chain.chainId, anvils[i].rpcUrl]));
    return { sources, contracts: addresses, holders, artifacts, urls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
