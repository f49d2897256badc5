import { useEffect, useMemo } from 'react';
import { encode } from 'uqr';
import { createError } from '../../services/errors';
import { reportError } from '../../state/events';
import { useT } from '../i18n/useT';
import { qrStyles } from './qr.styles';
import { useStyles } from './useStyles';
import { WalletIcon } from './WalletIcon';

/** One SVG path for the dark modules: a horizontal run of modules per segment. */
function modulesPath(rows: boolean[][]): string {
  const parts: string[] = [];
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x += 1;
      parts.push(`M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`);
    }
  });
  return parts.join('');
}

export interface QrCodeProps {
  value: string;
  label: string;
  /** A wallet chosen from the registry: its icon sits in the middle (the code then uses high error correction). */
  icon?: { name: string; src?: string };
}

/** The modules, or undefined when `value` is more than a QR code holds (a hostile address, say). */
function encodeModules(value: string, ecc: 'H' | 'M'): { size: number; path: string } | undefined {
  try {
    const qr = encode(value, { ecc, border: 2 });
    return { size: qr.size, path: modulesPath(qr.data) };
  } catch {
    return undefined;
  }
}

/** Too long to encode: said in the code's place (the view's copy button stays), and reported. */
function QrTooLong({ value }: { value: string }) {
  const t = useT();
  useEffect(() => {
    reportError(createError('RenderError', { message: `The QR code cannot hold ${value.length} characters` }));
  }, [value]);
  return (
    <div className="wm-qr-placeholder" role="alert">
      <p className="wm-message">{t('ui.qrTooLong')}</p>
    </div>
  );
}

/** A QR code as React SVG elements (no markup strings), with an optional wallet icon on top. */
export function QrCode({ value, label, icon }: QrCodeProps) {
  useStyles(qrStyles);
  const modules = useMemo(() => encodeModules(value, icon ? 'H' : 'M'), [value, icon]);
  if (!modules) return <QrTooLong value={value} />;
  const { size, path } = modules;
  const hole = Math.round(size * 0.24);
  const holeStart = (size - hole) / 2;
  return (
    <div className="wm-qr">
      <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#141414" />
        {icon && <rect x={holeStart} y={holeStart} width={hole} height={hole} rx={2} fill="#fff" />}
      </svg>
      {icon && (
        <span className="wm-qr-icon">
          <WalletIcon name={icon.name} src={icon.src} size={48} />
        </span>
      )}
    </div>
  );
}
