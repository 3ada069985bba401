/**
 * How the site's links prefetch the page they lead to: on intent (a pointer resting on the link,
 * or keyboard focus) where the main pointer can hover, and never on a touch screen. There React
 * Router takes a finger put down on a link as intent, so swiping a page full of cards to scroll it
 * downloaded the code and data of every page a finger crossed, about 100 kB on the home page, on
 * the phones whose members pay for each megabyte; a tap fetches its page anyway.
 */
export function linkPrefetch(): 'intent' | 'none' {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'none';
  return window.matchMedia('(hover: hover)').matches ? 'intent' : 'none';
}
