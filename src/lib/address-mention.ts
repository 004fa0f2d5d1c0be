/**
 * Whether a text names the address: the address itself, not inside a longer one (`jo@x.co` is not named
 * by `bojo@x.com`), in any letter case.
 */
export function namedIn(address: string): (text: string) => boolean {
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}.!#$%&'*+/=?^_\`{|}~-])${escaped}(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])`, 'iu');
  return (text) => pattern.test(text);
}
