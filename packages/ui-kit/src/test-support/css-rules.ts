/** A style rule read from a stylesheet's text. */
export interface CssRule {
  /** The rule's selectors, one per comma. */
  selectors: string[];
  /** The text between its braces. */
  declarations: string;
  /** The `@media` condition it sits under, if any. */
  media: string | undefined;
}

/**
 * Style rules, top level and inside `@media`, with the media condition they sit under; comments
 * and other at-rules are left out. For tests of what only a browser evaluates (media queries such
 * as forced colours or a coarse pointer), since jsdom evaluates none.
 */
export function cssRules(css: string, media?: string): CssRule[] {
  const rules: CssRule[] = [];
  let rest = css.replace(/\/\*[\s\S]*?\*\//g, '');
  while (rest.includes('{')) {
    const open = rest.indexOf('{');
    const prelude = rest.slice(0, open).trim();
    let depth = 1;
    let close = open + 1;
    for (; depth > 0; close++) {
      if (rest[close] === '{') depth++;
      else if (rest[close] === '}') depth--;
    }
    const body = rest.slice(open + 1, close - 1);
    if (prelude.startsWith('@media')) rules.push(...cssRules(body, prelude));
    else if (!prelude.startsWith('@')) {
      const selectors = prelude.split(',').map((selector) => selector.trim());
      rules.push({ selectors, declarations: body, media });
    }
    rest = rest.slice(close);
  }
  return rules;
}

/** A rule's declarations as property → value. */
export function declarationMap(declarations: string): Map<string, string> {
  return new Map(
    declarations
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()))
      .filter(([property, value]) => property && value)
      .map(([property, value]) => [property as string, value as string]),
  );
}
