// The React root: the modal (and, with `debug`, the configuration issues).
// Loaded on the visitor's first sign of intent; the element's shell renders
// the account button until then and after.
import { useSnapshot } from 'valtio';
import { ConfigIssues } from './config/ConfigIssues';
import { ModalShell } from './router/ModalShell';
import { themeStyles } from './ui/theme.styles';
import { uiStyles } from './ui/ui.styles';
import { ShadowRootContext, useStyles } from './ui/useStyles';
import { optionsState } from '../state/settings';
import { modalState } from '../state/router';

export interface AppProps {
  /** The shadow root r2wc created; styles are adopted into it. */
  container?: HTMLElement | ShadowRoot;
}

// The inner element takes no room of its own: its dialog lives in the top layer.
const hostStyles = ':host { all: initial; display: contents; }';

function Root() {
  useStyles(hostStyles);
  useStyles(themeStyles);
  useStyles(uiStyles);
  const { options } = useSnapshot(optionsState);
  const { open } = useSnapshot(modalState);
  return (
    <div className="wm-root" data-theme={options.theme} lang={options.lang} dir={options.dir}>
      {!open && !options.noButton && <ConfigIssues />}
      <ModalShell />
    </div>
  );
}

export function App({ container }: AppProps) {
  const root = container instanceof ShadowRoot ? container : (container?.shadowRoot ?? null);
  return (
    <ShadowRootContext.Provider value={root}>
      <Root />
    </ShadowRootContext.Provider>
  );
}
