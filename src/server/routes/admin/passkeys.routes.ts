// The admin's passkey routes, beside the healer's in ../passkeys.routes.ts (decision 063).
export { adminPasskeyRoutes } from '../passkeys.routes.js';
