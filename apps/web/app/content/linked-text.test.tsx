import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text';

describe('LinkedText', () => {
  it('draws the addresses as links, external ones with rel="noopener", the rest as text', () => {
    const { container } = render(
      <p>
        <LinkedText text="See https://coaz.org.zm/constitution and https://kgh.example.org/jobs, or write to hr@kgh.example.org." />
      </p>,
    );
    const anchors = [...container.querySelectorAll('a')].map((anchor) => [
      anchor.textContent,
      anchor.getAttribute('href'),
      anchor.getAttribute('rel'),
    ]);
    expect(anchors).toEqual([
      ['https://coaz.org.zm/constitution', '/constitution', null],
      ['https://kgh.example.org/jobs', 'https://kgh.example.org/jobs', 'noopener'],
      ['hr@kgh.example.org', 'mailto:hr@kgh.example.org', 'noopener'],
    ]);
    expect(container.textContent).toBe(
      'See https://coaz.org.zm/constitution and https://kgh.example.org/jobs, or write to hr@kgh.example.org.',
    );
  });

  it('shows markup and scripts as the text they are, and links nothing but http, https and mailto', () => {
    const hostile =
      '<script>alert(1)</script><img src=x onerror=alert(1)> javascript:alert(1) https://ok.example/"onmouseover="alert(1) <a href="javascript:alert(2)">x</a>';
    const { container } = render(
      <p>
        <LinkedText text={hostile} />
      </p>,
    );
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toBe(hostile);
    const anchors = [...container.querySelectorAll('a')];
    expect(anchors.map((anchor) => anchor.getAttribute('href'))).toEqual(['https://ok.example/']);
    expect(anchors[0]?.getAttributeNames().sort()).toEqual(['class', 'href', 'rel']);
  });
});
