import { useEffect } from 'react';
import { reportNamesUnavailable, type NamesEligibility } from '../../../state/names';
import { useT } from '../../i18n/useT';

/** Why this account cannot have a name (a browser wallet, a non-EVM network); tells the host once (`error`). */
export function NamesUnavailable({ reason }: { reason: Exclude<NamesEligibility, 'ok'> }) {
  const t = useT();
  useEffect(() => reportNamesUnavailable(), [reason]);
  return (
    <div className="wm-center" role="status">
      <p className="wm-message">{t(reason)}</p>
    </div>
  );
}
