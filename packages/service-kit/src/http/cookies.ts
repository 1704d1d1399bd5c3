/** The value of cookie `name` in a `Cookie` header, if it is there (the first of that name, as browsers send). */
export function cookieFrom(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
