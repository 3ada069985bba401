// A setup file of the web app's unit tests (vitest.config.ts), run before every test file.
import { afterEach } from 'vitest';
import { noteServerDate } from '../api/server-clock';
import { forgetSessionEnd } from './kept-drafts';

// The test files share one worker and its modules (`isolate: false`), so a session's end kept in
// one test would otherwise still be there in the next test or file, where it silences "leave this
// page?" and the tab-closing warning: the first test to dispatch `beforeunload` after it failed
// depending only on which files the worker had run before. A real page never carries it over:
// the session's end loads the login, a new page.
afterEach(forgetSessionEnd);

// Likewise the server's clock heard from one file's scripted server (`server-clock.ts`, up to half
// a second either way, its Date header being in whole seconds) shifted "now" in the next: an event
// ending at 17:00 was not yet ended at 17:00:00 in `collections.test.ts` after a file whose server
// answered late in its second. Each test starts on the device's own clock (an offset of nothing).
afterEach(() => noteServerDate('Thu, 01 Jan 1970 00:00:00 GMT', 500));
