/**
 * The first of `candidates` that an `Accept-Encoding` header accepts (a q-value above zero,
 * directly or through `*`), or undefined.
 * @example acceptedEncoding('gzip, deflate, br', ['br', 'gzip']) // 'br'
 */
export function acceptedEncoding<Encoding extends string>(
  header: string | undefined,
  candidates: readonly Encoding[],
): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters
      .map((parameter) => /^\s*q=([\d.]+)/.exec(parameter)?.[1])
      .find(Boolean);
    if (name) accepted.set(name, quality === undefined ? 1 : Number(quality));
  }
  const wildcard = accepted.get('*') ?? 0;
  return candidates.find((candidate) => (accepted.get(candidate) ?? wildcard) > 0);
}
