/**
 * The one rule for text that reaches the server: no control characters. PostgreSQL refuses a NUL in
 * `text` and `jsonb`, and the other C0/C1 controls are never typed by a person; tab, line feed and
 * carriage return stay allowed (a staff reason may span lines). The server applies it to every body,
 * query string and path parameter before any schema or hashing runs; the bank feed applies it line by
 * line (a bad line is refused on its own).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);

/**
 * The dotted path (`lines.3.senderName`, or `(body)` for the value itself) of the first string — value
 * or object key — holding a control character, or undefined when there is none. Walks iteratively, so a
 * deeply nested value cannot overflow the stack.
 */
export const findControlCharacter = (value: unknown, root = '(body)'): string | undefined => {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: root }];
  const join = (path: string, key: string | number) => (path === root ? String(key) : `${path}.${key}`);
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return path;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1)
        stack.push({ value: current[index], path: join(path, index) });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as [string, unknown];
        if (hasControlCharacter(key)) return join(path, key.replace(CONTROL_CHARACTER, '?'));
        stack.push({ value: child, path: join(path, key) });
      }
    }
  }
  return undefined;
};
