// A setup file of the web app's unit tests (vitest.config.ts), run before every test file.
import { afterEach } from 'vitest';
import { forgetSessionEnd } from './kept-drafts';

// The test files share one worker and its modules (`isolate: false`), so a session's end kept in
// one test would otherwise still be there in the next test or file, where it silences "leave this
// page?" and the tab-closing warning: the first test to dispatch `beforeunload` after it failed
// depending only on which files the worker had run before. A real page never carries it over:
// the session's end loads the login, a new page.
afterEach(forgetSessionEnd);
