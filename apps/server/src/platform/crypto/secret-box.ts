import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Secrets kept at rest that the server needs back in the clear (staff TOTP secrets, game providers'
 * HMAC secrets): AES-256-GCM under a key derived from the server secret (JWT_SECRET) and `purpose`,
 * with the owner's id bound in as associated data, so a value copied onto another row does not
 * decrypt. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). Never logged.
 */
export const createSecretBox = ({ secret, purpose }: { secret: string; purpose: string }) => {
  const key = createHmac('sha256', secret).update(purpose).digest();
  return {
    encrypt(ownerId: string, plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(ownerId));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(ownerId: string, stored: string): string {
      const [version, iv, tag, ciphertext] = stored.split('.');
      if (version !== VERSION || !iv || !tag || !ciphertext)
        throw new Error(`unreadable secret (${purpose})`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        .setAAD(Buffer.from(ownerId))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
};
export type SecretBox = ReturnType<typeof createSecretBox>;
