/**
 * How the landing-page carousel advances. A timer ticks every `tickMs`; after `steps` ticks
 * the next slide is current. The next slide's image starts loading at `prepareNextAtStep` so it
 * is ready before the transition begins at `transitionAtStep`.
 */
export const CAROUSEL_TIMING = {
  /** Milliseconds between two ticks of the slide timer. */
  tickMs: 500,
  /** Ticks one slide stays, transition included (21 x 500 ms = 10.5 s). */
  steps: 21,
  /** Tick at which the following slide's image is requested. */
  prepareNextAtStep: 2,
  /** Tick at which the fade to the following slide starts. */
  transitionAtStep: 20,
  /** Length of the cross-fade, in seconds. */
  fadeSeconds: 0.8,
  /** Length of the image's grow-to-full-width animation, in seconds. */
  expandSeconds: 1,
  /** Inset, in CSS pixels, the image grows from on every side. */
  expandFromInsetPx: 16,
} as const;

/** Sizes of the partners grid on the partners service page. */
export const PARTNER_GRID = {
  /** Narrowest a partner card may get before the grid drops a column, in CSS pixels. */
  minCardWidthPx: 450,
  /** Padding on each side of the grid, in CSS pixels. */
  sidePaddingPx: 32,
  /** Space between cards, in CSS pixels. */
  gapPx: 32,
  /** Width of the logo box's aspect ratio. */
  imageAspectWidth: 640,
  /** Height of the logo box's aspect ratio. */
  imageAspectHeight: 449,
} as const;

/** How the related-news panel beside an article rotates through related items. */
export const RELATED_NEWS_ROTATION = {
  /** Items shown at once. */
  visibleCount: 2,
  /** Milliseconds before the next pair is shown. */
  intervalMs: 10_000,
} as const;

/** Limits the constitution assistant (chat widget) keeps to. */
export const CHAT_LIMITS = {
  /** Messages kept in the visible history; older ones are dropped first. */
  historyCap: 100,
  /** Milliseconds after opening before the first health check of the chat service. */
  healthFirstCheckMs: 1_000,
  /** Milliseconds between later health checks. */
  healthCheckIntervalMs: 30_000,
  /** Milliseconds the widget waits after a send before posting, so a double tap sends once. */
  sendDelayMs: 500,
  /** Attempts at a failed question before the widget shows an error. */
  retries: 3,
} as const;

/**
 * The partners figure the statistics banner showed before partners became editable. It reads as
 * a mistake beside the 8 partners listed.
 * @deprecated Show the number of published partners instead: `GET /{prefix}/api/partners/count`
 * (`client.stats.partnersCount()`), which follows the editors' partners collection.
 */
export const PARTNERS_FIGURE = 10;
