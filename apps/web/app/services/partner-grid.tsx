import { PARTNER_GRID } from '@coaz/content-data';
import { CardGrid, EmptyState, PartnerCard } from '@coaz/ui-kit';
import type { Partner } from '../render/content-types';
import { partnerCardProps } from './partner-list';

/**
 * The association's partners in the responsive grid: fewer columns as the screen narrows; a note
 * in their place while none is listed.
 */
export function PartnerGrid({ partners }: { partners: readonly Partner[] }) {
  // The page's text promises "the partners below": before editors list one, say so.
  if (partners.length === 0)
    return (
      <EmptyState
        title="No partners listed yet"
        description="The institutions the association works with are listed here as the secretariat adds them."
        headingLevel={2}
      />
    );
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
