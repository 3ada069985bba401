/**
 * What a membership check does not say, under the /verify form's explanation and under every
 * answer (where a card's link or QR code leads an employer straight, and which is printed): good
 * standing in the association is not registration with the regulator or a licence to practise.
 */
export function MembershipNotLicence() {
  return (
    <p>
      COAZ membership is not registration with the Health Professions Council of Zambia (HPCZ) and
      not a practising licence: check those with the HPCZ.
    </p>
  );
}
