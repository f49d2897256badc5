import { expect } from 'chai';
describe('rig', () => {
  it('runs in Chromium', () => {
    expect(navigator.userAgent).to.contain('Chrome');
  });
});
