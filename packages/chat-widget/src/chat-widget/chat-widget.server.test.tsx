// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createServiceDouble } from '../test-support/widget-harness';
import { ChatWidget } from './chat-widget';

describe('ChatWidget on the server', () => {
  it('prerenders the floating button without touching window or the service', () => {
    expect(typeof window).toBe('undefined');
    const double = createServiceDouble();
    const html = renderToString(<ChatWidget service={double.service} defaultOpen />);
    expect(html).toContain('aria-label="Ask about the constitution"');
    expect(html).not.toContain('role="dialog"');
    expect(double.health).not.toHaveBeenCalled();
  });
});
