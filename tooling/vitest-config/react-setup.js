// Setup file of the React packages' vitest projects.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazily loaded
// chunk (the chat window) can take longer to arrive. The limit guards against hangs, not speed.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
