import { Secret, TOTP } from 'otpauth';
import { createSecretBox } from '#platform/crypto/secret-box';
import { staffPolicy } from './staff.policy';

/**
 * TOTP secrets for staff, encrypted at rest in the platform's secret box (the staff id bound in, so a
 * secret copied onto another account does not decrypt). Secrets are never logged.
 */
export const createTotpVault = ({ secret }: { secret: string }) => {
  const box = createSecretBox({ secret, purpose: 'chokdee:staff-totp-key:v1' });

  const totpFor = (base32: string, label: string) =>
    new TOTP({
      issuer: staffPolicy.totpIssuer,
      label,
      algorithm: staffPolicy.totp.algorithm,
      digits: staffPolicy.totp.digits,
      period: staffPolicy.totp.period,
      secret: Secret.fromBase32(base32),
    });

  return {
    /** A fresh 160-bit secret (base32) and its `otpauth://` URL for the authenticator app. */
    generate(label: string): { secret: string; otpauthUrl: string } {
      const base32 = new Secret({ size: 20 }).base32;
      return { secret: base32, otpauthUrl: totpFor(base32, label).toString() };
    },
    encrypt(staffId: string, base32: string): string {
      return box.encrypt(staffId, base32);
    },
    decrypt(staffId: string, stored: string): string {
      return box.decrypt(staffId, stored);
    },
    /**
     * The 30-second step (counter) `code` belongs to when it is the code of `at`'s step or of the step
     * before or after; undefined for a wrong code.
     */
    matchStep(base32: string, code: string, at: Date): number | undefined {
      const delta = totpFor(base32, 'check').validate({
        token: code,
        timestamp: at.getTime(),
        window: staffPolicy.totp.window,
      });
      return delta === null ? undefined : Math.floor(at.getTime() / 1000 / staffPolicy.totp.period) + delta;
    },
  };
};
export type TotpVault = ReturnType<typeof createTotpVault>;
