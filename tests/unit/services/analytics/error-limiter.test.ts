import { expect } from 'chai';
import { createErrorReportLimiter } from '../../../../src/services/analytics';
import { installFakeClock, type FakeClock } from '../../../fixtures/fake-clock';

describe('error report ration', () => {
  let clock: FakeClock;
  beforeEach(() => {
    clock = installFakeClock(1_700_000_000_000);
  });
  afterEach(() => clock.uninstall());

  const storm = (limiter: ReturnType<typeof createErrorReportLimiter>, codes: string[]) =>
    codes.map((code) => limiter.take(code, clock.now()));

  it('sends at most 5 a minute; the rest are dropped and counted, and the next report carries the count', () => {
    const limiter = createErrorReportLimiter();
    const codes = Array.from({ length: 20 }, (_, index) => `E${index}`);
    const decisions = storm(limiter, codes);
    expect(decisions.filter((decision) => decision.send)).to.have.length(5);
    expect(limiter.dropped).to.equal(15);
    // Each token comes back a minute after it was spent.
    clock.tick(59_999);
    expect(limiter.take('later', clock.now())).to.deep.equal({ send: false });
    clock.tick(1);
    expect(limiter.take('later2', clock.now())).to.deep.equal({ send: true, dropped: 16 });
    expect(limiter.dropped).to.equal(0);
  });

  it('never sends more than 5 in any minute of a long storm', () => {
    const limiter = createErrorReportLimiter();
    const sentAt: number[] = [];
    for (let index = 0; index < 600; index += 1) {
      if (limiter.take(`E${index}`, clock.now()).send) sentAt.push(clock.now());
      clock.tick(500);
    }
    for (const start of sentAt) expect(sentAt.filter((at) => at >= start && at < start + 60_000).length).to.be.at.most(5);
    expect(sentAt.length).to.equal(25);
  });

  it('sends one report per error code a minute, then that code again', () => {
    const limiter = createErrorReportLimiter();
    expect(storm(limiter, ['HttpError', 'HttpError', 'HttpError']).map((decision) => decision.send)).to.deep.equal([true, false, false]);
    clock.tick(59_999);
    expect(limiter.take('HttpError', clock.now()).send).to.equal(false);
    clock.tick(1);
    expect(limiter.take('HttpError', clock.now())).to.deep.equal({ send: true, dropped: 3 });
  });
});
