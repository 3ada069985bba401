import type { LinkComponentProps } from '@coaz/ui-kit';

/**
 * A card's link to a page a preview does not have (a news item's Read More), drawn as the card
 * draws it but as words, not a link: with an address of `#preview` it was a stop of the Tab key
 * that led nowhere. Neither Tab nor a click takes it now, and a screen reader hears that it is a
 * link on the site. Not a disabled link (`aria-disabled`): one the keyboard cannot reach is a
 * link only some screen readers list, and no one can follow.
 */
export function PreviewLink({ className, children }: LinkComponentProps) {
  return (
    <span className={className}>
      {children}
      <span className="coaz-visually-hidden"> (a link on the site)</span>
    </span>
  );
}
