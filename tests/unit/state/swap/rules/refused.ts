// Swap's refusals, as the rules' tests expect them: a MalformedResponseError with a given message key.
import { expect } from 'chai';
import { WalletModalError } from '../../../../../src/services/errors';

/** Runs `run` and expects it to throw the refusal whose message key is `key`. */
export function refused(key: string, run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).to.be.instanceOf(WalletModalError);
    expect((error as WalletModalError).name).to.equal('MalformedResponseError');
    expect((error as WalletModalError).messageKey).to.equal(key);
    return;
  }
  expect.fail('expected a refusal');
}
