import { PartnerCard, type PartnerCardProps } from '@coaz/ui-kit';
import { pictureImage } from '../content/picture-image';
import type { Partner } from '../render/content-types';

// The partner grid's cards are 640 by 449 (PARTNER_GRID), up to four to a row.
const PARTNER_LOGO_SLOT = {
  width: 640,
  height: 449,
  sizes: '(min-width: 64rem) 20rem, (min-width: 40rem) 50vw, 100vw',
};

/**
 * A partner as the kit's card shows it: the logo (or picture) an editor uploaded, else the
 * partner's name set as text in its place. The site draws no stand-in logo: a made-up picture of a
 * partner's initials would pass for theirs, and real text reads better and costs no download.
 */
export function partnerCardProps(partner: Partner): PartnerCardProps {
  return {
    name: partner.name,
    description: partner.description,
    href: partner.url ?? undefined,
    logo: partner.logo
      ? pictureImage(partner.logo, PARTNER_LOGO_SLOT, partner.logo.alt || `${partner.name} logo`)
      : undefined,
  };
}

/** The partners as a list of cards, as the landing page shows them. */
export function PartnerList({ partners }: { partners: readonly Partner[] }) {
  return (
    <ul className="card-list card-list--four">
      {partners.map((partner) => (
        <li key={partner.id}>
          <PartnerCard {...partnerCardProps(partner)} />
        </li>
      ))}
    </ul>
  );
}
