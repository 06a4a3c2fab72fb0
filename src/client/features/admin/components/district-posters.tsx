import { Printer } from 'lucide-react';
import { useId } from 'react';
import { DISTRICTS } from '../../../../shared/constants/districts.js';
import { DISTRICT_POSTERS_PATH } from '../../../../shared/pages/pages.js';
import { Button } from '../../../components/ui/button.js';
import { NativeSelect } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';

/**
 * "Print posters for a district": a plain GET form, so the browser opens the server's printable
 * document of that district's posters in a new tab with the admin's session (decision 060).
 */
export function DistrictPosters() {
  const t = useT('admin');
  const siteT = useT();
  const format = useFormat();
  const id = useId();
  return (
    <form
      method="get"
      action={DISTRICT_POSTERS_PATH}
      target="_blank"
      className="flex flex-wrap items-end gap-2"
      rel="noopener"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={id}>{t('healers.printDistrictLabel')}</Label>
        <NativeSelect id={id} name="district" required className="w-56 max-w-full">
          {DISTRICTS.map((district) => (
            <option key={district} value={district}>
              {format.place(district)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline" className="max-w-full whitespace-normal! text-left">
        <Printer aria-hidden="true" />
        {t('healers.printDistrict')}
        <span className="sr-only"> {siteT('common.opensInNewTab')}</span>
      </Button>
    </form>
  );
}
