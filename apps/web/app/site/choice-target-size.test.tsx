import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApplicantChoice } from '../join/applicant-choice';
import { PublicationField } from '../studio/publication-field';

// Read as files, in the order the pages load them: the test run does not load CSS imports. jsdom
// lays nothing out, but it computes the cascade, which is what sizes the boxes.
const here = dirname(fileURLToPath(import.meta.url));
const resolved = (specifier: string) => readFileSync(fileURLToPath(import.meta.resolve(specifier)));
const sheets = [
  resolved('@coaz/ui-kit/styles.css'),
  resolved('@coaz/chat-widget/styles.css'),
  readFileSync(join(here, '..', 'app.css')),
  readFileSync(join(here, '..', 'member', 'member-portal.css')),
  readFileSync(join(here, '..', 'studio', 'studio.css')),
].map((css) => css.toString('utf8'));

afterEach(() => {
  for (const style of document.head.querySelectorAll('style')) style.remove();
});

function addSheets() {
  for (const css of sheets) {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  }
}

describe('radio buttons and checkboxes', () => {
  // axe's target-size found the studio's Publication radios 13 by 13, the browser's own size.
  it('are targets of 24 by 24 CSS pixels, never shrunk beside their label', () => {
    addSheets();
    render(
      <>
        <PublicationField value={{ mode: 'schedule', date: '', time: '' }} onChange={() => {}} />
        <label>
          <input type="checkbox" /> Sample choice
        </label>
      </>,
    );
    const boxes = [...screen.getAllByRole('radio'), screen.getByRole('checkbox')];
    expect(boxes).toHaveLength(4);
    for (const box of boxes) {
      const style = getComputedStyle(box);
      expect([style.width, style.height, style.flexShrink], box.outerHTML).toEqual([
        '24px',
        '24px',
        '0',
      ]);
    }
  });

  // The join form's radios stand at the first line of their words (align-items: flex-start), a
  // line as high as the radio: a top margin would drop the radio below that line.
  it('in the join form, start level with the first line of their words', () => {
    addSheets();
    render(
      <ApplicantChoice
        legend="Where do you live?"
        name="residence"
        value="zambia"
        options={[
          ['zambia', 'In Zambia'],
          ['abroad', 'Outside Zambia'],
        ]}
        onChange={() => {}}
      />,
    );
    for (const radio of screen.getAllByRole('radio')) {
      const style = getComputedStyle(radio);
      expect([style.width, style.height, style.marginTop], radio.outerHTML).toEqual([
        '24px',
        '24px',
        '0px',
      ]);
    }
  });
});
