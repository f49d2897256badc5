// Warms the modal's code before intent: once the page has loaded and is idle and an account button
// is on screen, each of the modal's files is requested at once as a `modulepreload` (no layer of
// imports waits on the one before), then the modal's module is evaluated (React's own start-up,
// about a third of a cold click's work, leaves the click). Nothing renders and no request goes to
// another origin: the registry and the hosted configuration wait for intent. Same origin as the
// page only, never with Save-Data, once per page. The script tag's build fills in the file list
// (scripts/modal-files.mjs); the bundler build's is empty (the host's bundler names the files, and
// its `import()` loads them: the module is evaluated, nothing preloaded); from source (tests) there
// is none and nothing happens.

declare const WM_MODAL_FILES: string | undefined;

/** The modal's files (the warmed roots and their static imports, scripts/modal-files.mjs), relative to this module's file; none listed: no warm-up. */
function modalFiles(): string[] | undefined {
  const listed = typeof WM_MODAL_FILES === 'string' ? WM_MODAL_FILES.trim() : '';
  if (!listed.startsWith('[')) return undefined;
  const files: unknown = JSON.parse(listed);
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
}

interface NetworkInformation {
  saveData?: boolean;
}

/** Runs `run` once the page has loaded and the browser is idle; returns the cancel. */
function whenPageIdle(run: () => void): () => void {
  let cancel = () => undefined as void;
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 5000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 200);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}

/** One page's warm-up: it happens once, and not at all once intent loads the modal itself. */
export function createModalWarmer(files = modalFiles(), base = import.meta.url) {
  let warmed = false;

  /**
   * Adds the preload links and evaluates the modal's module, once. A failure is left to the click,
   * which loads again and reports it.
   */
  function warm(evaluate: () => Promise<unknown>): void {
    if (warmed) return;
    warmed = true;
    // The files sit beside this module (relative to it): on the page's origin exactly when it is.
    if (!files || new URL(base, location.href).origin !== location.origin) return;
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(file, base).href;
      document.head.append(link);
    }
    evaluate().catch(() => undefined);
  }

  return {
    warm,
    /** Intent is loading the modal: no warm-up any more. */
    modalLoading(): void {
      warmed = true;
    },
    /**
     * Once `button` is visible and the page is idle, warms the modal's code (`evaluate` imports the
     * modal's module); returns the stop. Nothing is requested before the page's own load is done.
     */
    warmWhenIdle(button: HTMLElement, evaluate: () => Promise<unknown>): () => void {
      const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
      if (warmed || !files || connection?.saveData || typeof IntersectionObserver === 'undefined') return () => undefined;
      let cancelIdle: (() => void) | undefined;
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || cancelIdle) return;
        observer.disconnect();
        cancelIdle = whenPageIdle(() => warm(evaluate));
      });
      observer.observe(button);
      return () => {
        observer.disconnect();
        cancelIdle?.();
      };
    },
  };
}

/** The page's warm-up, shared by every <wallet-modal> on it. */
export const modalWarmer = createModalWarmer();
