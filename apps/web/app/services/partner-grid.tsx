import { PARTNER_GRID, partners } from '@coaz/content-data';
import { CardGrid, PartnerCard } from '@coaz/ui-kit';
import { imageSource } from '../images/site-image-url';

/** The association's partners in the responsive grid: fewer columns as the screen narrows. */
export function PartnerGrid() {
  return (
    <CardGrid
      label="Partners"
      minCardWidth={PARTNER_GRID.minCardWidthPx}
      sidePadding={PARTNER_GRID.sidePaddingPx}
      gap={PARTNER_GRID.gapPx}
      imageAspectRatio={PARTNER_GRID.imageAspectWidth / PARTNER_GRID.imageAspectHeight}
    >
      {partners.map((partner) => (
        <PartnerCard
          key={partner.name}
          name={partner.name}
          logo={imageSource(partner.image)}
          description={partner.description}
        />
      ))}
    </CardGrid>
  );
}
