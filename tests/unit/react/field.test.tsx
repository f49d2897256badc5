// The input field: the label names the input, aria-invalid follows `invalid`, aria-describedby points at
// the FieldMessage only while the field says it has one; an Input outside a Field is a plain input.
import { expect } from 'chai';
import { act, createRef } from 'react';
import { Field, FieldMessage, Input } from '../../../src/react/ui/Field';
import { useReactRoot } from '../../fixtures/react-root';

describe('Field', () => {
  const page = useReactRoot();
  const input = () => page.container.querySelector('input') as HTMLInputElement;
  const label = () => page.container.querySelector('label') as HTMLLabelElement;

  it('wraps label, input and message in its class; the label names the input and the message describes it', () => {
    act(() =>
      page.root.render(
        <Field className="wm-send-field" label="Amount" hasMessage>
          <Input className="wm-send-input" />
          <FieldMessage className="wm-send-hint">$2.00</FieldMessage>
        </Field>,
      ),
    );
    const wrapper = page.container.firstElementChild!;
    expect(wrapper.getAttribute('class')).to.equal('wm-send-field');
    expect([...wrapper.children].map((child) => child.localName)).to.deep.equal(['label', 'input', 'p']);
    expect(label().htmlFor).to.equal(input().id).and.not.equal('');
    expect(label().hasAttribute('class')).to.equal(false);
    expect(input().labels?.[0]).to.equal(label());
    const message = page.container.querySelector('p')!;
    expect(input().getAttribute('aria-describedby')).to.equal(message.id);
    expect(input().hasAttribute('aria-invalid')).to.equal(false);
  });

  it('invalid sets aria-invalid; without a message the input is described by nothing', () => {
    act(() =>
      page.root.render(
        <Field label="Email" invalid>
          <Input type="email" />
        </Field>,
      ),
    );
    expect(input().getAttribute('aria-invalid')).to.equal('true');
    expect(input().hasAttribute('aria-describedby')).to.equal(false);
    // No wrapper without a class: the parts sit in the form around them.
    expect(page.container.firstElementChild).to.equal(label());
  });

  it('a hidden label; a div message; the message nested beside other parts still describes the input', () => {
    act(() =>
      page.root.render(
        <Field label="Search" hiddenLabel hasMessage>
          <div>
            <Input type="search" />
          </div>
          <div>
            <FieldMessage as="div" aria-live="polite">
              <p>hint</p>
            </FieldMessage>
          </div>
        </Field>,
      ),
    );
    expect(label().getAttribute('class')).to.equal('wm-visually-hidden');
    const message = page.container.querySelector('[aria-live]')!;
    expect(message.localName).to.equal('div');
    expect(input().getAttribute('aria-describedby')).to.equal(message.id);
  });

  it('an Input outside a Field keeps its own id; the ref and other props reach the input', () => {
    const ref = createRef<HTMLInputElement>();
    let changes = 0;
    act(() => page.root.render(<Input ref={ref} id="confirm" type="checkbox" onChange={() => (changes += 1)} />));
    expect(ref.current).to.equal(input());
    expect(input().id).to.equal('confirm');
    expect(input().hasAttribute('aria-invalid')).to.equal(false);
    act(() => input().click());
    expect(changes).to.equal(1);
  });
});
