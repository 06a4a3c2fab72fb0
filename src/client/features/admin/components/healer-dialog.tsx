import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { displayName } from '../../../../shared/domain/titles.js';
import { healerPosterPath } from '../../../../shared/pages/pages.js';
import {
  type Healer,
  type HealerInput,
  healerInputSchema,
} from '../../../../shared/schemas/healer.js';
import { TextInputField } from '../../../components/form/bound-fields.js';
import { FormActions, FormDialog } from '../../../components/form/form-dialog.js';
import { useFormToasts } from '../../../components/form/form-toasts.js';
import { SubmitForm } from '../../../components/form/submit-form.js';
import {
  HealerFormSections,
  type HealerSection,
  PhotoField,
} from '../../../components/healer-form/healer-form-sections.js';
import { cleanHealerFields } from '../../../components/healer-form/healer-form-values.js';
import { LeaveField } from '../../../components/healer-form/leave-field.js';
import { Button, buttonClasses } from '../../../components/ui/button.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useT } from '../../../i18n/i18n-context.js';
import { HealerHistory } from '../../audit/components/healer-history.js';
import { type AdminHealerValues, adminHealerValues, healerPatch } from '../admin-healer-values.js';
import { useCreateHealer } from '../api/create-healer.js';
import { useUpdateHealer } from '../api/update-healer.js';
import { uploadAdminPhoto } from '../api/upload-admin-photo.js';
import { showSignInCode } from '../hooks/sign-in-code-store.js';
import { HealerStatusFields } from './healer-status-fields.js';
import { HealerTrustSection } from './healer-trust-section.js';
import { ResetPasswordDialog } from './reset-password-dialog.js';
import { ServicesChecklistField } from './services-checklist-field.js';
import { TakesWhatsAppField } from './takes-whatsapp-field.js';

/** The admin's sections, in order: every field, the services and the status included. */
const SECTIONS: readonly HealerSection[] = [
  'photo',
  'basic',
  'contact',
  'address',
  'languages',
  'services',
  'timings',
  'status',
  'availability',
  'visit',
  'leave',
  'about',
  'social',
];

export type HealerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The healer to edit; null to add one. */
  healer: Healer | null;
};

/** Add or edit a healer: every field, Reset Password when editing, Cancel, Create or Update. */
export function HealerDialog({ open, onOpenChange, healer }: HealerDialogProps) {
  const t = useT('admin');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-3xl"
      title={healer ? t('healerDialog.editTitle') : t('healerDialog.addTitle')}
      description={
        runtimeConfig.firstPassword() === 'code'
          ? t('codeMode.healerDescription')
          : t('healerDialog.description')
      }
    >
      {healer ? (
        <HealerTabs healer={healer} onDone={() => onOpenChange(false)} />
      ) : (
        <HealerForm healer={null} onDone={() => onOpenChange(false)} />
      )}
    </FormDialog>
  );
}

/** Editing: the form, and the healer's History (decision 050) beside it; the form stays mounted. */
function HealerTabs({ healer, onDone }: { healer: Healer; onDone: () => void }) {
  const t = useT('admin');
  const ids = useId();
  const [tab, setTab] = useState<'details' | 'history'>('details');
  const tabs = [
    ['details', t('audit.detailsTab')],
    ['history', t('audit.historyTab')],
  ] as const;
  return (
    <>
      <div role="tablist" className="-mt-1 mb-4 flex gap-1 border-b border-slate-200">
        {tabs.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${ids}-${key}-tab`}
            aria-selected={tab === key}
            aria-controls={`${ids}-${key}`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                const next = tab === 'details' ? 'history' : 'details';
                setTab(next);
                document.getElementById(`${ids}-${next}-tab`)?.focus();
              }
            }}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary ${
              tab === key
                ? 'border-primary text-slate-900'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${ids}-details`}
        aria-labelledby={`${ids}-details-tab`}
        hidden={tab !== 'details'}
      >
        <HealerTrustSection healer={healer} />
        <HealerForm healer={healer} onDone={onDone} />
      </div>
      <div
        role="tabpanel"
        id={`${ids}-history`}
        aria-labelledby={`${ids}-history-tab`}
        hidden={tab !== 'history'}
      >
        {tab === 'history' ? <HealerHistory healerId={healer.id} /> : null}
      </div>
    </>
  );
}

function HealerForm({ healer, onDone }: { healer: Healer | null; onDone: () => void }) {
  const t = useT('admin');
  const sharedT = useT('account');
  const siteT = useT();
  const toasts = useFormToasts('admin');
  const create = useCreateHealer();
  const update = useUpdateHealer();
  const [resetOpen, setResetOpen] = useState(false);
  const form = useForm<AdminHealerValues, unknown, HealerInput>({
    resolver: zodResolver(healerInputSchema),
    defaultValues: adminHealerValues(healer),
  });
  const pending = create.isPending || update.isPending;
  const name = form.watch('name');

  // A taken phone comes back as the phone field's error (SubmitForm shows it under Phone).
  const save = async (values: HealerInput) => {
    const saved = healer
      ? await update.mutateAsync({ id: healer.id, patch: healerPatch(healer, values) })
      : await create.mutateAsync(cleanHealerFields(values));
    if (saved.signInCode) {
      showSignInCode({
        name: displayName(saved.titles, saved.name),
        phone: saved.phone,
        signInCode: saved.signInCode,
      });
    }
    toasts.saved(healer ? t('healers.updated') : t('healers.created'));
    onDone();
  };

  return (
    <>
      <SubmitForm
        form={form}
        className="flex flex-col gap-5"
        onValid={save}
        onFailure={() =>
          toasts.failed(healer ? t('healers.updateFailed') : t('healers.createFailed'))
        }
      >
        <HealerFormSections
          sections={SECTIONS}
          title={(section) => t(`healerDialog.sections.${section}`)}
          frame="block"
          phoneField={
            <div className="flex flex-col gap-3">
              <TextInputField<AdminHealerValues>
                name="phone"
                label={sharedT('fields.phone')}
                required
                type="tel"
                inputMode="tel"
              />
              {healer ? null : <TakesWhatsAppField />}
            </div>
          }
          own={{
            photo: (
              <PhotoField
                name={name || sharedT('fields.name')}
                upload={uploadAdminPhoto}
                flow="admin"
              />
            ),
            services: <ServicesChecklistField />,
            status: <HealerStatusFields />,
            leave: <LeaveField hint={sharedT('leave.hintAdmin')} />,
          }}
        />
        <FormActions
          barClassName="sticky -bottom-5 -mx-5 grid grid-cols-2 gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:-bottom-6 sm:-mx-6 sm:flex sm:justify-end sm:px-6"
          cancelLabel={t('healerDialog.cancel')}
          onCancel={onDone}
          submitLabel={healer ? t('healerDialog.update') : t('healerDialog.create')}
          pendingLabel={t('healerDialog.saving')}
          pending={pending}
        >
          {healer ? (
            <Button
              variant="outline"
              className="col-span-2 sm:mr-auto"
              onClick={() => setResetOpen(true)}
            >
              <KeyRound aria-hidden="true" />
              {t('healerDialog.resetPassword')}
            </Button>
          ) : null}
          {healer?.isActive === 'true' ? (
            // A hidden healer has no poster: its codes would lead to "Healer Not Found".
            <a
              href={healerPosterPath(healer.id)}
              target="_blank"
              rel="noopener"
              className={buttonClasses({ variant: 'outline', className: 'col-span-2' })}
            >
              <Printer aria-hidden="true" />
              {t('healerDialog.printPoster')}
              <span className="sr-only"> {siteT('common.opensInNewTab')}</span>
            </a>
          ) : null}
        </FormActions>
      </SubmitForm>
      {healer ? (
        <ResetPasswordDialog
          open={resetOpen}
          onOpenChange={setResetOpen}
          user={{
            id: healer.id,
            name: displayName(healer.titles, healer.name),
            phone: healer.phone,
          }}
        />
      ) : null}
    </>
  );
}
