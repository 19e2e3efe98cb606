import { BlockList, isIP } from 'node:net';

/**
 * A provider's address allow-list (docs/domain/games.md §2 rule 6): IPv4/IPv6 addresses and CIDR ranges, checked
 * with `node:net`'s BlockList (used here as an allow list). Empty: any address.
 */
export type AllowList = { allows(address: string): boolean };

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** An entry as staff may type it: an address, or an address and a prefix length in range. */
export const parseAllowEntry = (
  entry: string,
): { address: string; family: 'ipv4' | 'ipv6'; prefix?: number } | undefined => {
  const [address = '', prefixText, extra] = entry.trim().split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return undefined;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, family };
  if (!/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = Number(prefixText);
  if (prefix > (version === 4 ? 32 : 128)) return undefined;
  return { address, family, prefix };
};

export const createAllowList = (entries: readonly string[]): AllowList => {
  if (entries.length === 0) return { allows: () => true };
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseAllowEntry(entry);
    // Entries are validated when staff save them; an unreadable one (older row) admits nothing.
    if (!parsed) continue;
    if (parsed.prefix === undefined) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return {
    allows(address) {
      // A dual-stack socket reports IPv4 callers as ::ffff:a.b.c.d; staff write a.b.c.d.
      const mapped = IPV4_MAPPED.exec(address)?.[1];
      const plain = mapped ?? address;
      const version = isIP(plain);
      if (version === 0) return false;
      return list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
    },
  };
};
