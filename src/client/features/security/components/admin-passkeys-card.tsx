import { PasskeysCard } from '../../../components/passkeys/passkeys-card.js';
import { passkeyDeviceName } from '../user-agent.js';

/** The admin's passkeys, a new one named after this browser (decision 063). */
export function AdminPasskeysCard() {
  return <PasskeysCard kind="admin" deviceName={passkeyDeviceName(navigator.userAgent)} />;
}
