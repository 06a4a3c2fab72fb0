import { useEffect, useState } from 'react';
import { LIMITS } from '../../../../shared/constants/limits.js';
import { LoaderCircle } from '../../../components/icons.js';
import { useT } from '../../../i18n/i18n-context.js';

/** Appears only when loading has taken 3 s, then fades in over 0.5 s; quick loads show nothing. */
export function NavigationOverlay() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setVisible(true), LIMITS.navigationOverlayDelayMs);
    return () => clearTimeout(id);
  }, []);
  if (!visible) return <div className="min-h-[60vh]" />;
  return (
    <div
      role="status"
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-3 bg-white/85 animate-fade-in"
    >
      <LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />
      <span className="text-sm font-medium text-slate-700">{t('common.loading')}</span>
    </div>
  );
}
