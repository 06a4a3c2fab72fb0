import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.js';
import { HealerAddressFields } from './healer-address-fields.js';
import { HealerBasicFields } from './healer-basic-fields.js';
import { HealerContactFields } from './healer-contact-fields.js';
import { HealerLanguagesField } from './healer-languages-field.js';
import {
  HealerAboutFields,
  HealerAvailabilityFields,
  HealerSocialFields,
} from './healer-text-fields.js';
import { HealerTimingsField } from './healer-timings-field.js';
import { LeaveField } from './leave-field.js';
import { PhotoUploadField, type PhotoUploadFieldProps } from './photo-upload-field.js';
import { VisitDetailsFields } from './visit-details-fields.js';

/** The sections a healer form is made of; each form lists the ones it shows, in its order. */
export type HealerSection =
  | 'photo'
  | 'basic'
  | 'contact'
  | 'address'
  | 'languages'
  | 'services'
  | 'timings'
  | 'status'
  | 'availability'
  | 'about'
  | 'social'
  | 'leave'
  | 'visit';

export type HealerFormSectionsProps = {
  sections: readonly HealerSection[];
  title: (section: HealerSection) => string;
  /** A titled block between rules (in a dialog) or a card of its own (on a page). */
  frame: 'block' | 'card';
  /** Editable for the admin, read-only for the healer. */
  phoneField: ReactNode;
  /** What only one form has (photo, services, status), or a section it fills its own way. */
  own?: Partial<Record<HealerSection, ReactNode>>;
  disabled?: boolean;
};

/**
 * The one healer form, the admin's dialog and the healer's own editor alike: the listed
 * sections, each with the fields both forms share unless `own` gives its contents.
 */
export function HealerFormSections({
  sections,
  title,
  frame,
  phoneField,
  own = {},
  disabled,
}: HealerFormSectionsProps) {
  const shared: Partial<Record<HealerSection, ReactNode>> = {
    basic: <HealerBasicFields titlesRequired />,
    contact: <HealerContactFields phoneField={phoneField} />,
    address: <HealerAddressFields />,
    languages: <HealerLanguagesField disabled={disabled} />,
    timings: <HealerTimingsField disabled={disabled} />,
    availability: <HealerAvailabilityFields />,
    about: <HealerAboutFields />,
    social: <HealerSocialFields />,
    leave: <LeaveField disabled={disabled} />,
    visit: <VisitDetailsFields disabled={disabled} />,
  };
  const Frame = frame === 'card' ? CardSection : BlockSection;
  return sections.map((section) => (
    <Frame key={section} title={title(section)}>
      {own[section] ?? shared[section]}
    </Frame>
  ));
}

function BlockSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function CardSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The photo upload bound to the surrounding form's photoUrl (removed as `removedAs`). */
export function PhotoField({
  removedAs = null,
  ...props
}: Omit<PhotoUploadFieldProps, 'photoUrl' | 'onChange'> & { removedAs?: '' | null }) {
  const { control } = useFormContext<{ photoUrl: string | null | undefined }>();
  return (
    <Controller
      control={control}
      name="photoUrl"
      render={({ field }) => (
        <PhotoUploadField
          {...props}
          photoUrl={field.value}
          onChange={(url) => field.onChange(url ?? removedAs)}
        />
      )}
    />
  );
}
