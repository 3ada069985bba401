import { textLinks } from './text-links';

/** Props of {@link LinkedText}. */
export interface LinkedTextProps {
  /** Text an editor typed: shown as text, its web and e-mail addresses as links. */
  text: string;
}

/**
 * An editor's text with the addresses in it as links (see `textLinks`): what an editor types as
 * an address works on the page, and nothing typed is ever read as HTML.
 */
export function LinkedText({ text }: LinkedTextProps) {
  return textLinks(text).map((piece, index) =>
    piece.href ? (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move.
        key={index}
        href={piece.href}
        className="coaz-link"
        rel={piece.external ? 'noopener' : undefined}
      >
        {piece.text}
      </a>
    ) : (
      piece.text
    ),
  );
}
