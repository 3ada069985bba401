import type { Picture } from '@coaz/api-client';
import {
  EventCard,
  type ImageSource,
  NewsCard,
  PartnerCard,
  PersonCard,
  VacancyCard,
} from '@coaz/ui-kit';
import type { CSSProperties } from 'react';
import { eventCardProps } from '../content/event-card-props';
import { LinkedText } from '../content/linked-text';
import { uploadImageSources } from '../contents/upload-srcset';
import { newsDateTime } from '../news/news-date';
import type { EventEntry, NewsItem } from '../render/content-types';
import { PreviewLink } from './preview-link';
import type { CollectionName } from './studio-api';

/** Props of {@link EntryPreview}. */
export interface EntryPreviewProps {
  collection: CollectionName;
  /** The entry, saved or as typed: fields by their API names. */
  entry: Record<string, unknown>;
}

const CARD_SIZES = '(min-width: 760px) 368px, calc(100vw - 32px)';

function image(picture: unknown): ImageSource | undefined {
  const value = picture as Picture | null | undefined;
  if (!value?.url) return undefined;
  return { ...uploadImageSources(value.url, CARD_SIZES), alt: value.alt, width: 640, height: 449 };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A vacancy's notes: the saved list, or the form's text, one note a line, blank lines left out. */
function notesOf(value: unknown): string[] {
  const lines = Array.isArray(value) ? value : typeof value === 'string' ? value.split('\n') : [];
  return lines.map((line) => String(line).trim()).filter(Boolean);
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A saved or typed event as the public list has it: what is not given, none. */
function eventDraft(entry: Record<string, unknown>): EventEntry {
  return {
    ...(entry as Partial<EventEntry>),
    title: text(entry.title),
    date: text(entry.date),
    venue: text(entry.venue),
    endDate: textOrNull(entry.endDate),
    startTime: textOrNull(entry.startTime),
    endTime: textOrNull(entry.endTime),
    description: textOrNull(entry.description),
    picture: null,
  } as EventEntry;
}

/**
 * An entry drawn with the same kit cards the public pages use, its picture cropped around the
 * focal point, so an editor sees a draft as visitors will before publishing it.
 */
export function EntryPreview({ collection, entry }: EntryPreviewProps) {
  const picture = (entry.picture ?? entry.logo ?? entry.photo) as Picture | null | undefined;
  const style = picture
    ? ({ '--studio-focus': `${picture.focusX}% ${picture.focusY}%` } as CSSProperties)
    : undefined;
  return (
    <div className="studio-preview" style={style}>
      {collection === 'news' ? (
        // The item's own page does not exist before it is saved: its Read More is not to follow.
        <NewsCard
          title={text(entry.title)}
          summary={text(entry.body)}
          href=""
          linkComponent={PreviewLink}
          date={
            newsDateTime({
              date: text(entry.date),
              datePrecision: (textOrNull(entry.datePrecision) ??
                'day') as NewsItem['datePrecision'],
            }) ?? ''
          }
          {...(image(entry.picture) ? { image: image(entry.picture) } : {})}
        />
      ) : collection === 'events' ? (
        // The public list's own props (`eventCardProps`), so an event over several days reads
        // "2 – 4 December 2026" here as there, where this showed its first day alone, and one
        // without a picture shows the illustration visitors see. A typed entry's fields may be
        // missing or empty; `eventDraft` gives them as the API would.
        <EventCard
          {...eventCardProps(eventDraft(entry))}
          {...(image(entry.picture) ? { image: image(entry.picture) } : {})}
        />
      ) : collection === 'vacancies' ? (
        <>
          <VacancyCard
            position={text(entry.position)}
            company={text(entry.company)}
            location={[entry.district, entry.province, entry.country].filter(Boolean).join(', ')}
            vacancies={Number(entry.numberOfVacancies ?? 1)}
            postedDate={text(entry.postedOn)}
            closingDate={text(entry.closingOn)}
            {...(image(entry.logo) ? { logo: image(entry.logo) } : {})}
          />
          {/* The notes (how to apply, often with an address to write to) follow the card on the
              careers page (`vacancy-list.tsx`), in the same list, their links live. */}
          {notesOf(entry.comments).length > 0 ? (
            <ul className="vacancy__comments" aria-label={`About the ${text(entry.position)} post`}>
              {notesOf(entry.comments).map((note) => (
                <li key={note}>
                  <LinkedText text={note} />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : collection === 'people' ? (
        <PersonCard
          person={{
            name: text(entry.name),
            position: text(entry.position),
            ...(image(entry.photo) ? { photo: image(entry.photo) } : {}),
            ...(entry.gender === 'female' || entry.gender === 'male'
              ? { gender: entry.gender }
              : {}),
          }}
        />
      ) : image(entry.logo) ? (
        <PartnerCard
          name={text(entry.name)}
          description={text(entry.description)}
          logo={image(entry.logo) as ImageSource}
          {...(entry.url ? { href: text(entry.url) } : {})}
        />
      ) : (
        // The kit's partner card needs a logo; without one the name and text stand alone.
        <article className="coaz-card">
          <div className="coaz-card__body">
            <h3 className="coaz-card__title">{text(entry.name)}</h3>
            <p>{text(entry.description)}</p>
          </div>
        </article>
      )}
    </div>
  );
}
