// The token rows: the portfolio's read-only row (its classes, the amount's title, the value or the
// muted "no value") and the picker's option (a ListItem: name and amount, the value or a detail).
import { expect } from 'chai';
import { act } from 'react';
import { TokenOption, TokenRow } from '../../../src/react/ui/TokenRow';
import { useReactRoot } from '../../fixtures/react-root';

describe('TokenRow and TokenOption', () => {
  const page = useReactRoot();
  const item = () => page.container.querySelector('li') as HTMLLIElement;
  const texts = (selector: string) => [...item().querySelectorAll(selector)].map((element) => element.textContent);

  it('TokenRow: icon, name over the amount, the value; its place in the list', () => {
    act(() =>
      page.root.render(
        <ul>
          <TokenRow
            symbol="ETH"
            name="Ether"
            amount="1.5 ETH"
            value="$3,000.00"
            noValue="No price"
            position={{ index: 2, count: 5, style: { transform: 'translateY(112px)' } }}
          />
        </ul>,
      ),
    );
    expect(item().getAttribute('class')).to.equal('wm-token');
    expect(item().getAttribute('aria-posinset')).to.equal('3');
    expect(item().getAttribute('aria-setsize')).to.equal('5');
    expect(item().style.transform).to.equal('translateY(112px)');
    expect(texts('.wm-token-name > span')).to.deep.equal(['Ether', '1.5 ETH']);
    expect(item().querySelector('.wm-token-name > .wm-muted')?.getAttribute('title')).to.equal('1.5 ETH');
    const value = item().querySelector('.wm-token-value')!;
    expect(value.getAttribute('class')).to.equal('wm-token-value');
    expect(value.textContent).to.equal('$3,000.00');
    expect(value.getAttribute('translate')).to.equal('no');
  });

  it('TokenRow without a value: the muted note, translatable', () => {
    act(() =>
      page.root.render(
        <ul>
          <TokenRow symbol="X" name="X" amount="1 X" noValue="No price" position={{ index: 0, count: 1, style: {} }} />
        </ul>,
      ),
    );
    const value = item().querySelector('.wm-token-value')!;
    expect(value.getAttribute('class')).to.equal('wm-token-value wm-muted');
    expect(value.textContent).to.equal('No price');
    expect(value.hasAttribute('translate')).to.equal(false);
  });

  it('TokenOption: an option row with name and amount, the value, chosen and picked', () => {
    let chosen = 0;
    act(() =>
      page.root.render(
        <ul>
          <TokenOption symbol="dUSDC" name="Dev USDC" amount="12 dUSDC" value="$12.00" current onChoose={() => (chosen += 1)} />
        </ul>,
      ),
    );
    const button = item().querySelector('button')!;
    expect(button.getAttribute('class')).to.equal('wm-list-item wm-button');
    expect(button.getAttribute('aria-current')).to.equal('true');
    expect(texts('.wm-list-item-name > span')).to.deep.equal(['Dev USDC', '12 dUSDC']);
    expect(button.querySelector('.wm-list-item-name')?.textContent).to.equal('Dev USDC 12 dUSDC');
    expect(button.lastElementChild?.textContent).to.equal('$12.00');
    expect(button.lastElementChild?.getAttribute('translate')).to.equal('no');
    act(() => button.click());
    expect(chosen).to.equal(1);
  });

  it('TokenOption with a detail and no amount: the detail muted at the end', () => {
    act(() =>
      page.root.render(
        <ul>
          <TokenOption symbol="dUSDC" name="dUSDC on Chain A" detail="Dev USDC" onChoose={() => undefined} />
        </ul>,
      ),
    );
    const button = item().querySelector('button')!;
    expect(button.hasAttribute('aria-current')).to.equal(false);
    expect(texts('.wm-list-item-name > span')).to.deep.equal(['dUSDC on Chain A']);
    expect(button.lastElementChild?.getAttribute('class')).to.equal('wm-muted');
    expect(button.lastElementChild?.textContent).to.equal('Dev USDC');
  });
});
