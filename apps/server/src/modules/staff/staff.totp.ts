import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { staffPolicy } from './staff.policy';

const VERSION = 'v1';

/**
 * TOTP secrets for staff, encrypted at rest with AES-256-GCM under a key derived from the server
 * secret (JWT_SECRET); the staff id is bound in as associated data, so a secret copied onto another
 * account does not decrypt. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). Secrets are never logged.
 */
export const createTotpVault = ({ secret }: { secret: string }) => {
  const key = createHmac('sha256', secret).update('chokdee:staff-totp-key:v1').digest();

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
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(staffId));
      const ciphertext = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(staffId: string, stored: string): string {
      const [version, iv, tag, ciphertext] = stored.split('.');
      if (version !== VERSION || !iv || !tag || !ciphertext) throw new Error('unreadable TOTP secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        .setAAD(Buffer.from(staffId))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
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
