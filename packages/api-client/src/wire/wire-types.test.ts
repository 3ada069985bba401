import { describe, expectTypeOf, it } from 'vitest';
import type { MemberUser } from '../auth/member-types';
import type { ChatRequest } from '../chat/chat-types';
import type { Picture } from '../collections/entry-types';
import type { EventEntry, NewEventEntry } from '../collections/event-types';
import type { NewNewsItem, NewsItem, NewsItemUpdate } from '../collections/news-types';
import type { NewPartner } from '../collections/partner-types';
import type { NewPerson, Person } from '../collections/person-types';
import type { NewVacancy, Vacancy } from '../collections/vacancy-types';
import type { ConstitutionArticle } from '../constitution/constitution-types';
import type {
  ContentEntryId,
  ContentEntryUpdate,
  NewContentEntry,
} from '../contents/content-types';

// These assertions are checked by `pnpm typecheck` (tsc), against the types generated from the
// server's OpenAPI document: they fail when the client's types stop saying what the server sends.
describe('wire types generated from the OpenAPI document', () => {
  it('type the member as the server sends it', () => {
    expectTypeOf<MemberUser['firstName']>().toEqualTypeOf<string | null>();
    expectTypeOf<MemberUser['lastName']>().toEqualTypeOf<string | null>();
    expectTypeOf<'SUSPENDED'>().toExtend<MemberUser['status']>();
    expectTypeOf<'editor'>().toExtend<MemberUser['role']>();
    expectTypeOf<MemberUser['id']>().toEqualTypeOf<number>();
  });

  it('type contents with numeric ids and the fields a write takes', () => {
    expectTypeOf<ContentEntryId>().toEqualTypeOf<number>();
    expectTypeOf<NewContentEntry>().toEqualTypeOf<{
      title: string;
      body: string;
      imageUrl?: string | null;
      imageAlt?: string;
      showUntil?: string | null;
    }>();
    expectTypeOf<ContentEntryUpdate>().toHaveProperty('version').toEqualTypeOf<number>();
  });

  it('leave useRag optional, as the server defaults it', () => {
    expectTypeOf<{ query: string; sessionId: string }>().toExtend<ChatRequest>();
  });

  it('type the constitution the web app renders', () => {
    expectTypeOf<ConstitutionArticle['anchor']>().toEqualTypeOf<string>();
    expectTypeOf<ConstitutionArticle['partNumber']>().toEqualTypeOf<string | undefined>();
  });

  it('type the editable collections as the server sends and takes them', () => {
    expectTypeOf<NewsItem['id']>().toEqualTypeOf<number>();
    expectTypeOf<NewsItem['picture']>().toEqualTypeOf<Picture | null>();
    expectTypeOf<EventEntry['startTime']>().toEqualTypeOf<string | null>();
    expectTypeOf<Vacancy['comments']>().toEqualTypeOf<string[]>();
    expectTypeOf<Person['gender']>().toEqualTypeOf<'female' | 'male' | null>();
    // The fields a create needs, and the ones the server sets itself are not offered.
    expectTypeOf<{ title: string; body: string; date: string }>().toExtend<NewNewsItem>();
    expectTypeOf<NewEventEntry>().not.toHaveProperty('id');
    expectTypeOf<NewVacancy>().not.toHaveProperty('createdAt');
    expectTypeOf<NewPartner>().not.toHaveProperty('updatedAt');
    expectTypeOf<'employees'>().toExtend<NewPerson['group']>();
    expectTypeOf<NewsItemUpdate['version']>().toEqualTypeOf<number>();
  });
});
