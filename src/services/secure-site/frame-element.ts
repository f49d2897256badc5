// The secure site's iframe: hidden and out of the tab order until an approval shows it. Hidden with
// an inline `display: none !important`, which no host style sheet can override (the approval
// display that shows it in place comes with the connector).

export interface FrameDisplay {
  readonly iframe: HTMLIFrameElement;
  readonly visible: boolean;
  /** Shows the frame where it is (the caller places and sizes it): the visitor can see and press what it shows. */
  show(): void;
  /** Hides it again. */
  hide(): void;
}

export function createFrameElement(src: string, title: string): FrameDisplay {
  const iframe = document.createElement('iframe');
  iframe.title = title;
  // The secure site answers 400 without a Referer: its origin is sent even where the host page says no-referrer.
  iframe.referrerPolicy = 'strict-origin-when-cross-origin';
  iframe.dataset.wmSecureSite = '';
  let visible = true;
  const display: FrameDisplay = {
    iframe,
    get visible() {
      return visible;
    },
    show() {
      visible = true;
      iframe.style.removeProperty('display');
      iframe.removeAttribute('aria-hidden');
      iframe.removeAttribute('tabindex');
    },
    hide() {
      visible = false;
      iframe.style.setProperty('display', 'none', 'important');
      iframe.setAttribute('aria-hidden', 'true');
      iframe.tabIndex = -1;
    },
  };
  display.hide();
  iframe.src = src;
  return display;
}
