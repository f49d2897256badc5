// The Button primitive: its variants' classes and part, type="button" unless said, the one
// disabled prop (native, or focusable with accessibleWhenDisabled), and the ref.
import { expect } from 'chai';
import { act, createRef } from 'react';
import { Button, ButtonLink } from '../../../src/react/ui/Button';
import { useReactRoot } from '../../fixtures/react-root';

describe('Button', () => {
  const page = useReactRoot();
  const only = () => page.container.firstElementChild as HTMLElement;

  it('primary: the primary look and the public part; type="button" unless said', () => {
    act(() =>
      page.root.render(
        <Button variant="primary" block className="wm-extra">
          Go
        </Button>,
      ),
    );
    expect(only().getAttribute('class')).to.equal('wm-button wm-button--primary wm-button--block wm-extra');
    expect(only().getAttribute('part')).to.equal('primary-button');
    expect(only().getAttribute('type')).to.equal('button');
    act(() => page.root.render(<Button type="submit">Go</Button>));
    expect(only().getAttribute('type')).to.equal('submit');
  });

  it('the other variants carry no part', () => {
    for (const [variant, classes] of [
      ['secondary', 'wm-button'],
      ['danger', 'wm-button wm-button--danger'],
      ['icon', 'wm-button wm-button--icon'],
    ] as const) {
      act(() => page.root.render(<Button variant={variant}>Go</Button>));
      expect(only().getAttribute('class'), variant).to.equal(classes);
      expect(only().hasAttribute('part'), variant).to.equal(false);
    }
  });

  it('disabled is native; with accessibleWhenDisabled it is aria-disabled and stays focusable', () => {
    act(() => page.root.render(<Button disabled>Go</Button>));
    expect((only() as HTMLButtonElement).disabled).to.equal(true);
    expect(only().hasAttribute('aria-disabled')).to.equal(false);
    act(() =>
      page.root.render(
        <Button disabled accessibleWhenDisabled>
          Go
        </Button>,
      ),
    );
    expect((only() as HTMLButtonElement).disabled).to.equal(false);
    expect(only().getAttribute('aria-disabled')).to.equal('true');
    act(() =>
      page.root.render(
        <Button disabled={false} accessibleWhenDisabled>
          Go
        </Button>,
      ),
    );
    expect(only().hasAttribute('aria-disabled')).to.equal(false);
  });

  it('forwards the ref and other props', () => {
    const ref = createRef<HTMLButtonElement>();
    let clicks = 0;
    act(() =>
      page.root.render(
        <Button ref={ref} aria-label="Close" onClick={() => (clicks += 1)}>
          x
        </Button>,
      ),
    );
    expect(ref.current).to.equal(only());
    ref.current?.click();
    expect(clicks).to.equal(1);
    expect(only().getAttribute('aria-label')).to.equal('Close');
  });

  it('ButtonLink: a link with the same looks and part', () => {
    act(() =>
      page.root.render(
        <ButtonLink variant="primary" href="https://example.org/">
          Open
        </ButtonLink>,
      ),
    );
    expect(only().localName).to.equal('a');
    expect(only().getAttribute('class')).to.equal('wm-button wm-button--primary');
    expect(only().getAttribute('part')).to.equal('primary-button');
    expect(only().textContent).to.equal('Open');
  });
});
