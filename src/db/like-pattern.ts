/** A LIKE pattern matching `text` anywhere, its wildcards and escape character taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
