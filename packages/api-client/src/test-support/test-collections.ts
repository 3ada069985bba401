// The editable collections of the stand-in server (issue 16's contract), for this package's tests
// only. Entries live in memory; it checks what the client sends (required fields, versions,
// editor logins) so the client's requests and its reading of answers are both exercised.
import type { IncomingMessage, ServerResponse } from 'node:http';

type Entry = Record<string, unknown> & { id: number; version: number; status: string };

interface Stored {
  entry: Entry;
  revisions: {
    revision: number;
    version: number;
    savedAt: string;
    savedBy: string;
    entry: Entry;
  }[];
}

/** Fields each collection requires on create, and the defaults of the rest. */
const COLLECTIONS: Record<string, { required: string[]; defaults: Record<string, unknown> }> = {
  news: { required: ['title', 'body', 'date'], defaults: { tag: null, picture: null } },
  events: {
    required: ['title', 'date', 'venue'],
    defaults: { endDate: null, startTime: null, endTime: null, description: null, picture: null },
  },
  vacancies: {
    required: ['position', 'company', 'closingOn'],
    defaults: {
      logo: null,
      country: 'Zambia',
      province: null,
      district: null,
      numberOfVacancies: 1,
      postedOn: '2026-11-23',
      comments: [],
    },
  },
  people: { required: ['name', 'position', 'group'], defaults: { order: 0, photo: null } },
  partners: { required: ['name', 'description'], defaults: { logo: null, url: null, order: 0 } },
};

/** What the collection routes need from the server around them. */
export interface CollectionRouteHelpers {
  send(response: ServerResponse, status: number, body: unknown): void;
  fail(response: ServerResponse, status: number, error: string, message: string): void;
  readJson(request: IncomingMessage): Promise<Record<string, unknown> | undefined>;
  /** The logged-in account, or `undefined` after answering 403 for a bad token. */
  member(
    request: IncomingMessage,
    response: ServerResponse,
  ): { id: number; username: string; editor: boolean } | undefined;
  hasToken(request: IncomingMessage): boolean;
}

/** The in-memory collections and their routes; `handle` answers and resolves `true` when the route was one of theirs. */
export function createTestCollections(helpers: CollectionRouteHelpers) {
  const { send, fail, readJson, member } = helpers;
  let stores: Record<string, Map<number, Stored>> = {};
  let serial = 0;
  let audit: Record<string, unknown>[] = [];
  let roles = new Map<string, string>();

  const reset = () => {
    stores = Object.fromEntries(Object.keys(COLLECTIONS).map((name) => [name, new Map()]));
    serial = 0;
    audit = [];
    roles = new Map([['demo.editor', 'admin']]);
  };
  reset();

  const page = (response: ServerResponse, all: unknown[], url: URL) => {
    const limit = Number(url.searchParams.get('limit') ?? 20);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      return fail(response, 400, 'validation', 'limit must be 1 to 100');
    }
    // As the server: a cursor is one this list handed out, never "null" or "" from a last page.
    const start = Number(url.searchParams.get('cursor') ?? 0);
    if (!/^\d+$/.test(url.searchParams.get('cursor') ?? '0') || start > all.length) {
      return fail(response, 400, 'invalid_cursor', 'cursor: not a cursor of this list');
    }
    const items = all.slice(start, start + limit);
    const nextCursor = start + limit < all.length ? String(start + limit) : null;
    return send(response, 200, { items, nextCursor });
  };

  const editor = (request: IncomingMessage, response: ServerResponse) => {
    if (!helpers.hasToken(request)) {
      fail(response, 401, 'unauthorized', 'Log in first');
      return undefined;
    }
    const account = member(request, response);
    if (!account) return undefined;
    if (!account.editor) {
      fail(response, 403, 'forbidden', 'Only editors may change contents');
      return undefined;
    }
    return account;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const [, api, name, idText, sub, revisionText, action] = url.pathname.split('/');
    if (api !== 'api') return false;

    if (name === 'audit-log' && request.method === 'GET') {
      if (editor(request, response)) page(response, [...audit].reverse(), url);
      return true;
    }
    if (name === 'editors' && request.method === 'GET') {
      if (editor(request, response)) {
        const items = [...roles].map(([username, role], index) => ({
          id: index + 1,
          username,
          firstName: null,
          lastName: null,
          role,
        }));
        send(response, 200, { items });
      }
      return true;
    }
    if (name === 'members' && sub === 'role' && request.method === 'PUT') {
      const account = editor(request, response);
      if (!account) return true;
      const body = await readJson(request);
      if (!['member', 'editor', 'admin'].includes(String(body?.role))) {
        fail(response, 400, 'validation', 'role must be member, editor or admin');
        return true;
      }
      const username = decodeURIComponent(idText ?? '');
      roles.set(username, String(body?.role));
      audit.push({
        id: audit.length + 1,
        action: 'role',
        collection: 'members',
        actor: account.username,
      });
      send(response, 200, { id: 9, username, firstName: null, lastName: null, role: body?.role });
      return true;
    }

    const config = name ? COLLECTIONS[name] : undefined;
    const store = name ? stores[name] : undefined;
    if (!config || !store || !name) return false;
    const id = idText === undefined ? undefined : Number(idText);
    const stored = id === undefined ? undefined : store.get(id);
    const studio = url.searchParams.get('view') === 'studio';
    const now = new Date().toISOString();

    if (request.method === 'GET' && sub === 'revisions') {
      if (!editor(request, response)) return true;
      if (!stored) fail(response, 404, 'not_found', 'No such entry');
      else send(response, 200, { items: [...stored.revisions].reverse() });
      return true;
    }
    if (request.method === 'GET') {
      if (studio && !editor(request, response)) return true;
      if (id !== undefined) {
        if (!stored || (!studio && stored.entry.status !== 'published')) {
          fail(response, 404, 'not_found', 'No such entry');
        } else send(response, 200, stored.entry);
        return true;
      }
      const group = url.searchParams.get('group');
      const visible = [...store.values()]
        .map(({ entry }) => entry)
        .filter((entry) => studio || entry.status === 'published')
        .filter((entry) => !group || entry.group === group);
      page(response, visible, url);
      return true;
    }

    const account = editor(request, response);
    if (!account) return true;
    const record = (entry: Entry, actionName: string) => {
      const holder = store.get(entry.id);
      holder?.revisions.push({
        revision: (holder.revisions.at(-1)?.revision ?? 0) + 1,
        version: entry.version,
        savedAt: now,
        savedBy: account.username,
        entry: { ...entry },
      });
      audit.push({ id: audit.length + 1, action: actionName, collection: name, entryId: entry.id });
    };

    if (request.method === 'POST' && sub === 'revisions' && action === 'restore') {
      const body = await readJson(request);
      const revision = stored?.revisions.find((item) => item.revision === Number(revisionText));
      if (!stored || !revision) fail(response, 404, 'not_found', 'No such revision');
      else if (body?.version !== stored.entry.version) fail(response, 409, 'conflict', 'Stale');
      else {
        stored.entry = { ...revision.entry, version: stored.entry.version + 1, updatedAt: now };
        record(stored.entry, 'restore');
        send(response, 200, stored.entry);
      }
      return true;
    }
    if (request.method === 'DELETE' && id !== undefined) {
      if (!stored) fail(response, 404, 'not_found', 'No such entry');
      else {
        store.delete(stored.entry.id);
        audit.push({ id: audit.length + 1, action: 'delete', collection: name, entryId: id });
        send(response, 204, null);
      }
      return true;
    }
    const body = (await readJson(request)) ?? {};
    if (request.method === 'POST' && id === undefined) {
      const missing = config.required.filter((field) => typeof body[field] !== 'string');
      if (missing.length > 0) {
        fail(response, 400, 'validation', `${missing.join(', ')} required`);
        return true;
      }
      serial += 1;
      const entry: Entry = {
        ...config.defaults,
        status: 'published',
        publishAt: null,
        ...body,
        id: serial,
        version: 1,
        createdAt: now,
        updatedAt: now,
      };
      store.set(serial, { entry, revisions: [] });
      record(entry, 'create');
      send(response, 201, entry);
      return true;
    }
    if (request.method === 'PUT' && stored) {
      if (body.version !== stored.entry.version) {
        fail(response, 409, 'conflict', 'Version mismatch');
        return true;
      }
      stored.entry = {
        ...stored.entry,
        ...body,
        version: stored.entry.version + 1,
        updatedAt: now,
      };
      record(stored.entry, 'update');
      send(response, 200, stored.entry);
      return true;
    }
    fail(response, 404, 'not_found', 'No such entry');
    return true;
  };

  return { handle, reset };
}
