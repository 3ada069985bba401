import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test-support/render-route';
import ReadMore, { meta } from './readmore';

describe('the constitution in brief', () => {
  it('is titled as it is headed, so a tab or a search result reads as the page it opens', () => {
    renderRoute([{ path: '/readmore', Component: ReadMore }], '/readmore');
    const heading = screen.getByRole('heading', { level: 1 }).textContent ?? '';
    const title = meta().find((tag) => 'title' in tag);
    expect(title).toEqual({ title: `${heading} | Clinical Officers Association of Zambia` });
  });
});
