import { PARTNER_GRID } from '@coaz/content-data';
import { CardGrid, PartnerCard } from '@coaz/ui-kit';
import type { Partner } from '../render/content-types';
import { partnerCardProps } from './partner-list';

/** The association's partners in the responsive grid: fewer columns as the screen narrows. */
export function PartnerGrid({ partners }: { partners: readonly Partner[] }) {
  return (
    <CardGrid
      label="Partners"
      minCardWidth={PARTNER_GRID.minCardWidthPx}
      sidePadding={PARTNER_GRID.sidePaddingPx}
      gap={PARTNER_GRID.gapPx}
      imageAspectRatio={PARTNER_GRID.imageAspectWidth / PARTNER_GRID.imageAspectHeight}
    >
      {partners.map((partner) => (
        <PartnerCard key={partner.id} {...partnerCardProps(partner)} />
      ))}
    </CardGrid>
  );
}
