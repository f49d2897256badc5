import { expect } from 'chai';
import { nextCellIndex } from '../../../src/react/connect/all-wallets/grid-keys';

describe('AllWallets grid keys', () => {
  const move = (key: string, from: number, ctrl = false) => nextCellIndex(key, from, 10, 4, ctrl);

  it('arrows move by one cell or one row and stop at the edges', () => {
    expect([move('ArrowRight', 0), move('ArrowLeft', 0), move('ArrowDown', 1), move('ArrowUp', 5)]).to.deep.equal([1, 0, 5, 1]);
    expect([move('ArrowRight', 9), move('ArrowDown', 6), move('ArrowUp', 2)]).to.deep.equal([9, 6, 2]);
  });

  it('Home/End go to the row ends, with Ctrl to the first and last cell', () => {
    expect([move('Home', 6), move('End', 5), move('End', 9)]).to.deep.equal([4, 7, 9]);
    expect([move('Home', 6, true), move('End', 1, true)]).to.deep.equal([0, 9]);
  });

  it('other keys are not the grid’s', () => {
    expect(move('Enter', 3)).to.equal(undefined);
    expect(nextCellIndex('ArrowRight', 0, 0, 4)).to.equal(undefined);
  });
});
