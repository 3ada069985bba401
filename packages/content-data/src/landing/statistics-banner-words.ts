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
    // The figure is every district of Zambia (the server's `districts/count`), not those with
    // members: "116 Districts" beside a few members read as members in 116 districts.
    districts: 'Districts of Zambia',
    partners: 'Partners',
  },
} as const;
