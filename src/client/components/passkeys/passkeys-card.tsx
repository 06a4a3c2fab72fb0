import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FingerprintPattern, Loader2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiError, apiRequest, joinPath } from '../../api/api-request.js';
import { useLocale, useT } from '../../i18n/i18n-context.js';
import { apiErrorText, messageText } from '../../i18n/validation-message.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.js';
import { Input } from '../ui/input.js';
import { Label } from '../ui/label.js';
import { toast } from '../ui/toast-store.js';
import {
  addPasskey,
  browserHasPasskeys,
  type PasskeyKind,
  type PasskeyList,
  type PasskeySummary,
  passkeyFailureOf,
} from './passkey-ceremony.js';

const listKey = (kind: PasskeyKind) => [`/api/${kind}/passkeys`] as const;

/**
 * The account's passkeys (name, added, last used, Remove) and the button that adds this phone's
 * (decision 063). The admin types the current password (and the code when two-step sign-in is
 * on) first. Nothing is offered where the server has no PUBLIC_URL; the list says why.
 */
export function PasskeysCard({ kind, deviceName }: { kind: PasskeyKind; deviceName: string }) {
  const t = useT('account');
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: listKey(kind),
    queryFn: ({ signal }) => apiRequest<PasskeyList>('GET', listKey(kind)[0], undefined, signal),
  });
  const [currentPassword, setCurrentPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const passwordId = useId();
  const codeId = useId();
  const add = useMutation({
    mutationFn: () =>
      addPasskey(
        kind,
        deviceName,
        kind === 'admin' ? { currentPassword, ...(otp ? { otp } : {}) } : undefined,
      ),
    onSuccess: () => {
      setCurrentPassword('');
      setOtp('');
      toast({
        title: t('toast.successTitle'),
        description: t('passkeys.added'),
        variant: 'success',
      });
      return queryClient.invalidateQueries({ queryKey: listKey(kind) });
    },
    onError: (cause) =>
      setError(
        cause instanceof ApiError
          ? (apiErrorText(t, cause) ?? t('passkeys.failed'))
          : t(`passkeys.${passkeyFailureOf(cause)}`),
      ),
  });

  const canAdd = browserHasPasskeys() && list.data?.available === true;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FingerprintPattern className="size-5 text-primary" aria-hidden="true" />
          {t('passkeys.title')}
        </CardTitle>
        <p className="text-sm text-slate-700">{t('passkeys.description')}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {list.isPending ? null : list.isError ? (
          <p className="text-sm text-red-700">{t('passkeys.loadFailed')}</p>
        ) : (
          <>
            {list.data.available ? null : (
              <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {messageText(t, 'passkeysNeedPublicUrl') ?? list.data.message}
              </p>
            )}
            {list.data.available && !browserHasPasskeys() ? (
              <p className="text-sm text-slate-700">{t('passkeys.unsupported')}</p>
            ) : null}
            <PasskeyRows kind={kind} passkeys={list.data.passkeys} />
          </>
        )}
        {canAdd ? (
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              setError(undefined);
              add.mutate();
            }}
          >
            {kind === 'admin' ? (
              <>
                <p className="text-sm text-slate-700">{t('passkeys.adminCheck')}</p>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={passwordId}>{t('passkeys.currentPassword')}</Label>
                  <Input
                    id={passwordId}
                    type="password"
                    autoComplete="current-password"
                    value={currentPassword}
                    onChange={(event) => setCurrentPassword(event.target.value)}
                  />
                </div>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={codeId}>{t('passkeys.code')}</Label>
                  <Input
                    id={codeId}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    value={otp}
                    onChange={(event) => setOtp(event.target.value)}
                  />
                </div>
              </>
            ) : null}
            {error ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {error}
              </p>
            ) : null}
            <Button
              type="submit"
              size="lg"
              className="h-auto! min-h-12 whitespace-normal! py-2"
              disabled={add.isPending || (kind === 'admin' && currentPassword === '')}
            >
              {add.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <FingerprintPattern aria-hidden="true" />
              )}
              {add.isPending ? t('passkeys.waiting') : t('passkeys.add')}
            </Button>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}

function PasskeyRows({ kind, passkeys }: { kind: PasskeyKind; passkeys: PasskeySummary[] }) {
  const t = useT('account');
  if (passkeys.length === 0) return <p className="text-sm text-slate-600">{t('passkeys.none')}</p>;
  return (
    <section aria-label={t('passkeys.listTitle')} className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-slate-900">{t('passkeys.listTitle')}</h3>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
        {passkeys.map((passkey) => (
          <PasskeyRow key={passkey.id} kind={kind} passkey={passkey} />
        ))}
      </ul>
    </section>
  );
}

function PasskeyRow({ kind, passkey }: { kind: PasskeyKind; passkey: PasskeySummary }) {
  const t = useT('account');
  const locale = useLocale();
  const dateTime = (iso: string) =>
    new Date(iso).toLocaleString(`${locale}-IN`, { dateStyle: 'medium', timeStyle: 'short' });
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', joinPath([listKey(kind)[0], passkey.id])),
    onSuccess: () => {
      toast({
        title: t('toast.successTitle'),
        description: t('passkeys.removed'),
        variant: 'success',
      });
      return queryClient.invalidateQueries({ queryKey: listKey(kind) });
    },
    onError: (cause) =>
      toast({
        title: t('toast.errorTitle'),
        description: apiErrorText(t, cause) ?? t('passkeys.failed'),
        variant: 'destructive',
      }),
  });
  return (
    <li className="flex items-center justify-between gap-3 p-3">
      <div className="flex min-w-0 flex-col text-sm">
        <span className="font-medium text-slate-900">{passkey.name}</span>
        <span className="text-slate-600">
          {t('passkeys.created', { date: dateTime(passkey.createdAt) })}
        </span>
        <span className="text-slate-600">
          {passkey.lastUsedAt
            ? t('passkeys.lastUsed', { date: dateTime(passkey.lastUsedAt) })
            : t('passkeys.neverUsed')}
        </span>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={remove.isPending}
        aria-label={t('passkeys.removeLabel', { name: passkey.name })}
        onClick={() => remove.mutate()}
      >
        <Trash2 aria-hidden="true" />
        {t('passkeys.remove')}
      </Button>
    </li>
  );
}
