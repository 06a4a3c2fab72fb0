// The healer's passkey routes, beside the admin's in ../passkeys.routes.ts (decision 063).
export { healerPasskeyRoutes } from '../passkeys.routes.js';
