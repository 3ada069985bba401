import places from './zambian-places.json';

const PLACE_NAMES = new Set(places.places);

/**
 * Whether a lower-case word names a Zambian province, district, town or health-training place
 * (zambian-places.json). Members say where they work; the place says nothing of which Article
 * answers, so a question reader leaves out a place name the constitution does not use.
 */
export function isPlaceName(word: string): boolean {
  return PLACE_NAMES.has(word);
}
