/**
 * The words of the home page's "The association in numbers" band (the web app's
 * `statistics-banner.tsx`): its heading and the label under each figure. Kept here, not in the
 * component, so the site search indexes the home page by the words it shows (a search for "active
 * members" or "districts" finds it); the figures themselves change with every join and are not.
 */
export const statisticsBannerWords = {
  heading: 'The association in numbers',
  labels: {
    members: 'Members',
    activeMembers: 'Active members',
    districts: 'Districts',
    partners: 'Partners',
  },
} as const;
