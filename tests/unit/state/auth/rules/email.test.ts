// The email rule checked before a code is asked for: plausible addresses pass, the rest never reach the service.
import { expect } from 'chai';
import { isValidEmail } from '../../../../../src/state/auth/rules/email';

describe('email rule', () => {
  it('accepts plausible addresses', () => {
    for (const email of ['a@example.com', 'first.last+tag@mail.example.co.uk', 'ü@bücher.example'])
      expect(isValidEmail(email), email).to.equal(true);
  });

  it('refuses what cannot receive a code', () => {
    const refused = [
      '',
      'a',
      'a@',
      '@example.com',
      'a@example',
      'a@@example.com',
      'a b@example.com',
      'a@exa mple.com',
      'a@example.',
      'a@.example.com',
      `${'a'.repeat(65)}@example.com`,
      `a@${'b'.repeat(250)}.com`,
      'a\u202e@example.com',
      'a@example..com',
    ];
    for (const email of refused) expect(isValidEmail(email), email).to.equal(false);
  });
});
