import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SecondFactorDisable,
  SecondFactorEnable,
  SecondFactorSetupRequest,
  SecondFactorStatus,
} from '../../../../shared/schemas/second-factor.js';
import { apiRequest, getJson } from '../../../api/api-request.js';

/** GET /api/admin/2fa (its path is its key, as every admin read's). */
export const SECOND_FACTOR_KEY = ['/api/admin/2fa'] as const;

/** What POST /api/admin/2fa/setup answers: the secret, its otpauth address and QR code. */
export type SecondFactorSetup = { secret: string; otpauthUrl: string; qrSvg: string };

export function useSecondFactorStatus() {
  return useQuery({
    queryKey: SECOND_FACTOR_KEY,
    queryFn: ({ signal }) => getJson<SecondFactorStatus>(SECOND_FACTOR_KEY, undefined, signal),
  });
}

/** POST /api/admin/2fa/setup: a new pending secret (nothing changes at sign-in yet). */
export function useSetUpSecondFactor() {
  return useMutation({
    mutationFn: (body: SecondFactorSetupRequest) =>
      apiRequest<SecondFactorSetup>('POST', '/api/admin/2fa/setup', body),
  });
}

/** POST /api/admin/2fa/enable: turns it on; answers the recovery codes, shown once. */
export function useEnableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorEnable) =>
      apiRequest<{ recoveryCodes: string[] }>('POST', '/api/admin/2fa/enable', body),
    // The other sessions ended: the device list changed too.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === SECOND_FACTOR_KEY[0] || queryKey[0] === '/api/admin/sessions',
      }),
  });
}

/** DELETE /api/admin/2fa with the password and a code. */
export function useDisableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorDisable) =>
      apiRequest<{ message: string }>('DELETE', '/api/admin/2fa', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_KEY }),
  });
}
