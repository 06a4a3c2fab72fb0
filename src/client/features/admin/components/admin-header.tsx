import { Download, FileUp, Loader2, LogOut, Mail, Plus, Settings, Wrench } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { useT } from '../../../i18n/i18n-context.js';

export type AdminHeaderProps = {
  onExport: () => void;
  exporting: boolean;
  onImport: () => void;
  onAddHealer: () => void;
  onServices: () => void;
  onContact: () => void;
  onProfile: () => void;
  onLogout: () => void;
  loggingOut: boolean;
};

/** The panel's title and its actions: Export CSV, Import, Add Healer, Services, Contact, Profile, Logout. */
export function AdminHeader(props: AdminHeaderProps) {
  const t = useT('admin');
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('header.title')}</h1>
        <p className="mt-1 text-slate-600">{t('header.subtitle')}</p>
      </div>
      {/* Two a row on a phone, Add Healer across both, so Logout never wraps alone (decision 068). */}
      <div
        role="toolbar"
        aria-label={t('header.actions')}
        className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap [&>button]:h-auto [&>button]:min-h-10 [&>button]:whitespace-normal [&>button]:py-2"
      >
        <Button variant="outline" onClick={props.onExport} disabled={props.exporting}>
          {props.exporting ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {t('header.exportCsv')}
        </Button>
        <Button variant="outline" onClick={props.onImport}>
          <FileUp aria-hidden="true" />
          {t('import.button')}
        </Button>
        <Button onClick={props.onAddHealer} className="col-span-2">
          <Plus aria-hidden="true" />
          {t('header.addHealer')}
        </Button>
        <Button variant="outline" onClick={props.onServices}>
          <Wrench aria-hidden="true" />
          {t('header.services')}
        </Button>
        <Button variant="outline" onClick={props.onContact}>
          <Mail aria-hidden="true" />
          {t('header.contact')}
        </Button>
        <Button variant="outline" onClick={props.onProfile}>
          <Settings aria-hidden="true" />
          {t('header.profile')}
        </Button>
        <Button variant="ghost" onClick={props.onLogout} disabled={props.loggingOut}>
          <LogOut aria-hidden="true" />
          {t('header.logout')}
        </Button>
      </div>
    </header>
  );
}
