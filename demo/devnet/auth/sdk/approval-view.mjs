// The frame's approval view: what is asked, and Sign (or Approve) and Cancel. Only a trusted click
// inside the frame counts (a page cannot send one into a cross-origin frame), and Sign arms only
// after the view has been shown a moment, so a click aimed at something else cannot land on Sign.
export const ARM_MS = 500;

/** @param {{root: HTMLElement, setTimeout?: typeof setTimeout}} options */
export function createApprovalView({ root, setTimeout: later = setTimeout }) {
  const doc = root.ownerDocument;
  const element = (tag, props = {}, children = []) => {
    const node = Object.assign(doc.createElement(tag), props);
    node.append(...children);
    return node;
  };

  return {
    /** Shows `description` until the visitor answers (true: Sign) or `signal` aborts (false). */
    ask(description, signal) {
      return new Promise((resolve) => {
        const heading = element('h1', { id: 'approval-title', textContent: description.title, tabIndex: -1 });
        const rows = element(
          'dl',
          {},
          description.rows.flatMap(([label, value]) => [element('dt', { textContent: label }), element('dd', { textContent: value })]),
        );
        const cancel = element('button', { type: 'button', textContent: 'Cancel' });
        const sign = element('button', { type: 'button', className: 'sign', textContent: description.button, disabled: true });
        const done = (signed) => {
          signal.removeEventListener('abort', onAbort);
          root.hidden = true;
          root.replaceChildren();
          resolve(signed);
        };
        const onAbort = () => done(false);
        const press = (signed) => (event) => {
          if (event.isTrusted && doc.visibilityState === 'visible') done(signed);
        };
        cancel.addEventListener('click', press(false));
        sign.addEventListener('click', press(true));
        root.setAttribute('aria-labelledby', 'approval-title');
        root.replaceChildren(heading, rows, element('div', { className: 'buttons' }, [cancel, sign]));
        root.hidden = false;
        heading.focus();
        if (signal.aborted) return done(false);
        signal.addEventListener('abort', onAbort);
        later(() => (sign.disabled = false), ARM_MS);
      });
    },
  };
}
