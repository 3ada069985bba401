// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Layout } from './root';

function Page() {
  return <Layout>page</Layout>;
}

/** The viewport meta tag's content in the document root.tsx wraps every page in. */
function viewportContent(): string | undefined {
  const Stub = createRoutesStub([{ path: '/', Component: Page }]);
  const html = renderToString(<Stub initialEntries={['/']} />);
  return html.match(/<meta name="viewport" content="([^"]*)"/)?.[1];
}

describe('the document of every page', () => {
  // An on-screen keyboard that only overlays the page leaves the layout viewport as tall as the
  // screen, so the assistant's short-screen layout (max-height: 420px) never applies and its
  // field sits under the keyboard. Resizing the content makes the page's height the room left.
  it('asks the browser to resize the page, not overlay it, when the keyboard opens', () => {
    expect(viewportContent()?.split(/,\s*/)).toEqual([
      'width=device-width',
      'initial-scale=1',
      'interactive-widget=resizes-content',
    ]);
  });
});
