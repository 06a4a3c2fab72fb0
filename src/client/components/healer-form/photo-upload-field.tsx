import { ImageOff, Loader2, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { LIMITS } from '../../../shared/constants/limits.js';
import { ACCEPTED_IMAGE_TYPES, PHOTO_MESSAGES } from '../../../shared/constants/upload.js';
import { serverMessage } from '../../api/server-message.js';
import { useT } from '../../i18n/i18n-context.js';
import { Button, buttonClasses } from '../ui/button.js';
import { cn } from '../ui/cn.js';
import { toast } from '../ui/toast-store.js';

export type PhotoUploadFieldProps = {
  photoUrl: string | null | undefined;
  /** Whose photo it is, for the image's alternative text. */
  name: string;
  onChange: (photoUrl: string | null) => void;
  upload: (file: File) => Promise<{ photoUrl: string }>;
  /** The admin and healer flows word the size limit differently (spec §5). */
  flow: 'admin' | 'healer';
  disabled?: boolean;
  /** Shown under the photo, e.g. that the form still has to be saved. */
  note?: string;
};

const ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/**
 * Photo preview with an upload button. The type and size are checked here first so a wrong file
 * gets its message at once; the server checks the content again and re-encodes it.
 */
export function PhotoUploadField(props: PhotoUploadFieldProps) {
  const { photoUrl, name, onChange, upload, flow, disabled, note } = props;
  const t = useT('account');
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const tooLarge = flow === 'admin' ? t('photo.adminTooLarge') : t('photo.healerTooLarge');

  const fail = (description: string) =>
    toast({ title: t('toast.errorTitle'), description, variant: 'destructive' });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      fail(t('photo.invalidType'));
      return;
    }
    if (file.size > LIMITS.photoMaxBytes) {
      fail(tooLarge);
      return;
    }
    setUploading(true);
    try {
      const reply = await upload(file);
      onChange(reply.photoUrl);
      toast({
        title: t('toast.successTitle'),
        description: t('photo.uploaded'),
        variant: 'success',
      });
    } catch (error) {
      const message = serverMessage(error);
      if (message === PHOTO_MESSAGES.invalidType) fail(t('photo.invalidType'));
      else if (
        message === PHOTO_MESSAGES.adminTooLarge ||
        message === PHOTO_MESSAGES.healerTooLarge
      )
        fail(tooLarge);
      else fail(t('photo.failed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      {photoUrl ? (
        <img
          src={photoUrl}
          alt={t('photo.alt', { name })}
          width={112}
          height={112}
          className="size-28 rounded-xl object-cover ring-1 ring-slate-200"
        />
      ) : (
        <div className="flex size-28 flex-col items-center justify-center gap-1 rounded-xl bg-slate-100 text-center text-xs text-slate-600 ring-1 ring-slate-200">
          <ImageOff className="size-6" aria-hidden="true" />
          {t('photo.none')}
        </div>
      )}
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            className="peer sr-only"
            disabled={disabled || uploading}
            onChange={onFile}
            aria-describedby={`${id}-hint`}
          />
          <label
            htmlFor={id}
            className={cn(
              buttonClasses({ variant: 'outline', size: 'sm' }),
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
              (disabled || uploading) && 'pointer-events-none opacity-50',
            )}
          >
            {uploading ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Upload aria-hidden="true" />
            )}
            {uploading ? t('photo.uploading') : photoUrl ? t('photo.change') : t('photo.upload')}
          </label>
          {photoUrl ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled || uploading}
              onClick={() => onChange(null)}
            >
              {t('photo.remove')}
            </Button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('photo.hint')}
        </p>
        {note ? <p className="text-xs font-medium text-amber-800">{note}</p> : null}
      </div>
    </div>
  );
}
