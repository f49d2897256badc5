// The React root the element mounts into its shadow root.
import { useSnapshot } from 'valtio';
import { AccountButton } from './account/AccountButton';
import { ConfigIssues } from './config/ConfigIssues';
import { ModalShell } from './router/ModalShell';
import { themeStyles } from './ui/theme.styles';
import { uiStyles } from './ui/ui.styles';
import { ShadowRootContext, useStyles } from './ui/useStyles';
import { optionsState } from '../state/options';
import { modalState } from '../state/modal';

export interface AppProps {
  /** The shadow root r2wc created; styles are adopted into it. */
  container?: HTMLElement | ShadowRoot;
}

function Root() {
  useStyles(themeStyles);
  useStyles(uiStyles);
  const { options } = useSnapshot(optionsState);
  const { open } = useSnapshot(modalState);
  return (
    <div className="wm-root" data-theme={options.theme} lang={options.lang}>
      {!options.noButton && <AccountButton />}
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
