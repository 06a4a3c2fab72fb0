import { FingerprintPattern, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-request.js';
import { useT } from '../../i18n/i18n-context.js';
import { apiErrorText } from '../../i18n/validation-message.js';
import { Button } from '../ui/button.js';
import {
  browserHasPasskeyAutofill,
  browserHasPasskeys,
  type PasskeyKind,
  passkeyFailureOf,
  passkeysOffNow,
  signInWithPasskey,
} from './passkey-ceremony.js';

export type PasskeySignInProps<T> = {
  kind: PasskeyKind;
  /** The line under the button, naming the other way in. */
  otherWay: string;
  /** The phone typed so far (the healer's form): the passkey must then be that account's. */
  phone?: () => string;
  onSignedIn: (reply: T) => void;
};

/**
 * "Sign in with a passkey", first on the sign-in page where the browser has passkeys (decision
 * 063). Where the browser offers passkeys in autofill, a quiet request waits in the sign-in
 * field's suggestions too. Nothing shows without WebAuthn, or when the server offers none.
 */
export function PasskeySignIn<T>({ kind, otherWay, phone, onSignedIn }: PasskeySignInProps<T>) {
  const t = useT('account');
  const [offered, setOffered] = useState(browserHasPasskeys);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  const failed = (cause: unknown) => {
    if (passkeysOffNow(cause)) return setOffered(false);
    if (cause instanceof ApiError) {
      return setError(apiErrorText(t, cause) ?? t('passkeys.failed'));
    }
    setError(t(`passkeys.${passkeyFailureOf(cause)}`));
  };

  useEffect(() => {
    let active = true;
    void (async () => {
      if (!(await browserHasPasskeyAutofill()) || !active) return;
      try {
        signedIn.current(await signInWithPasskey<T>(kind, { autofill: true }));
      } catch (cause) {
        // A quiet request ends when the button starts its own, or the page closes.
        if (active && passkeysOffNow(cause)) setOffered(false);
      }
    })();
    return () => {
      active = false;
    };
  }, [kind]);

  if (!offered) return null;
  return (
    <div className="mb-5 flex flex-col gap-3">
      <Button
        size="lg"
        className="h-auto! min-h-12 whitespace-normal! py-2"
        disabled={pending}
        onClick={async () => {
          setError(undefined);
          setPending(true);
          try {
            const typed = phone?.().trim();
            onSignedIn(await signInWithPasskey<T>(kind, typed ? { phone: typed } : {}));
          } catch (cause) {
            failed(cause);
          } finally {
            setPending(false);
          }
        }}
      >
        {pending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <FingerprintPattern aria-hidden="true" />
        )}
        {pending ? t('passkeys.waiting') : t('passkeys.signIn')}
      </Button>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <p className="flex items-center gap-3 text-center text-sm text-slate-600">
        <span aria-hidden="true" className="h-px min-w-10 flex-1 bg-slate-200" />
        {otherWay}
        <span aria-hidden="true" className="h-px min-w-10 flex-1 bg-slate-200" />
      </p>
    </div>
  );
}
