// `config.swapRouters` (issue 25): CAIP-2 eip155 ids, each with contract addresses; anything else is an issue.
import { expect } from 'chai';
import { parseConfigObject, parseSwapRouters } from '../../../../src/state/settings';

const ROUTER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';

describe('config.swapRouters', () => {
  it('reads lists of addresses per network, lower-cased, each once; a lone address is a list of one', () => {
    expect(parseSwapRouters({ 'eip155:31337': [ROUTER, ROUTER.toLowerCase()], 'eip155:1': ROUTER })).to.deep.equal({
      routers: { 'eip155:31337': [ROUTER.toLowerCase()], 'eip155:1': [ROUTER.toLowerCase()] },
      issues: [],
    });
    expect(parseSwapRouters(undefined)).to.deep.equal({ routers: {}, issues: [] });
  });

  it('reports a network that is not eip155 CAIP-2 or a list with anything but addresses, and keeps the rest', () => {
    const { routers, issues } = parseSwapRouters({
      'eip155:1': [ROUTER],
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': [ROUTER],
      mainnet: [ROUTER],
      'eip155:10': ['0x123'],
      'eip155:56': [42],
      'eip155:137': [`${ROUTER}00`],
    });
    expect(routers).to.deep.equal({ 'eip155:1': [ROUTER.toLowerCase()] });
    expect(issues).to.have.length(5);
    for (const issue of issues) expect(issue).to.include({ setting: 'swapRouters', reason: 'invalidSwapRouters' });
    for (const value of ['routers', 42, [ROUTER]]) expect(parseSwapRouters(value).issues).to.have.length(1);
  });

  it('comes through the config object', () => {
    const parsed = parseConfigObject({ swapRouters: { 'eip155:31337': [ROUTER] } }, []);
    expect(parsed.swapRouters).to.deep.equal({ 'eip155:31337': [ROUTER.toLowerCase()] });
    expect(parsed.issues).to.deep.equal([]);
  });
});
