import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { membershipKeys } from './use-membership';
import { useMembershipClient } from './use-membership-client';

/** The photo's key under the member's queries: a saved photo invalidates them all. */
export const currentPhotoKey = [...membershipKeys.profile, 'photo'] as const;

/**
 * The member's photo as saved, beside the field that replaces it. Before, "Your photo is saved"
 * was all a member ever saw of it: the photo showed nowhere, so nobody could tell which one the
 * association holds. Fetched with the member's token (`GET profile/photo` is private), shown from
 * an object URL freed when it changes or the photo leaves.
 */
export function CurrentPhoto() {
  const membership = useMembershipClient();
  const photo = useQuery({
    queryKey: currentPhotoKey,
    queryFn: async ({ signal }) => (await membership.photo({ signal })).blob,
    retry: false,
  });
  const [address, setAddress] = useState<string>();
  useEffect(() => {
    if (!photo.data) return;
    const url = URL.createObjectURL(photo.data);
    setAddress(url);
    return () => {
      URL.revokeObjectURL(url);
      setAddress(undefined);
    };
  }, [photo.data]);
  if (photo.isError) return <p>Your photo is saved, but it could not be shown just now.</p>;
  if (!address) return null;
  return (
    // Named by its caption: the figure says what it is, the picture itself needs no words more.
    <figure className="member-photo">
      <img src={address} alt="" width={96} height={96} />
      <figcaption>Your current photo</figcaption>
    </figure>
  );
}
