import { CLEAR_AFTER_MS, SPEAK_AFTER_MS } from './spoken-notice-timing';

/** Marks the form's own live region, made the first time one of its fields' errors is spoken. */
const REGION_ATTRIBUTE = 'data-field-error-announcement';

const pending = new WeakMap<HTMLElement, number[]>();

/**
 * The words of the error tied to `field`: its `aria-errormessage`, else the `coaz-field__error`
 * among what it is `aria-describedby` (not its hint); empty when it has none.
 */
export function fieldErrorText(field: HTMLElement): string {
  const document = field.ownerDocument;
  const errorMessage = field.getAttribute('aria-errormessage');
  const errors = errorMessage
    ? [document.getElementById(errorMessage)]
    : (field.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => (id ? document.getElementById(id) : null))
        .filter((element) => element?.classList.contains('coaz-field__error'));
  return errors
    .map((error) => error?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

function regionOf(form: HTMLFormElement): HTMLElement {
  const found = form.querySelector<HTMLElement>(`[${REGION_ATTRIBUTE}]`);
  if (found) return found;
  const region = form.ownerDocument.createElement('p');
  region.setAttribute(REGION_ATTRIBUTE, '');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.className = 'coaz-visually-hidden';
  form.append(region);
  return region;
}

/**
 * Says `message` politely through a region of `form`'s own, kept at its end and hidden: for an
 * error of the field that already holds the cursor, which no move of the cursor makes read (see
 * focusField). Said again if asked again with the same words; gone from the page after a while.
 */
export function announceFieldError(form: HTMLFormElement, message: string) {
  const region = regionOf(form);
  for (const timer of pending.get(region) ?? []) clearTimeout(timer);
  region.textContent = '';
  const view = form.ownerDocument.defaultView ?? window;
  pending.set(region, [
    view.setTimeout(() => {
      region.textContent = message;
    }, SPEAK_AFTER_MS),
    view.setTimeout(() => {
      region.textContent = '';
    }, CLEAR_AFTER_MS),
  ]);
}
