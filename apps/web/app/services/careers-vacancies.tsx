import { useApiClient } from '@coaz/api-client/react';
import { vacancies as builtInVacancies, type Vacancy } from '@coaz/content-data';
import { Alert, Spinner } from '@coaz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { VacancyList } from './vacancy-list';

/** The vacancies answer of the server: the list itself, or the list under `vacancies`. */
export function vacanciesFromResponse(body: unknown): Vacancy[] {
  const list = Array.isArray(body)
    ? body
    : typeof body === 'object' &&
        body !== null &&
        Array.isArray((body as { vacancies?: unknown }).vacancies)
      ? (body as { vacancies: unknown[] }).vacancies
      : undefined;
  if (!list) throw new Error('The server sent the vacancies in a form this page cannot read.');
  return list as Vacancy[];
}

/**
 * The careers page's vacancies. The list built into the site shows first (it is in the prerendered
 * page); a switch shows the list the server keeps instead, fetched only when asked for.
 */
export function CareersVacancies() {
  const id = useId();
  const client = useApiClient();
  const [fromServer, setFromServer] = useState(false);
  const fetched = useQuery({
    queryKey: ['coaz', 'vacancies'],
    queryFn: async ({ signal }) =>
      vacanciesFromResponse(
        await client.http.get<unknown>('vacancies', { service: 'content', auth: false, signal }),
      ),
    enabled: fromServer,
  });
  return (
    <section className="page-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Vacancies</h2>
      <p className="switch">
        <input
          id={`${id}-switch`}
          type="checkbox"
          role="switch"
          aria-checked={fromServer}
          checked={fromServer}
          onChange={(event) => setFromServer(event.target.checked)}
        />
        <label htmlFor={`${id}-switch`}>Show the latest list from the server</label>
      </p>
      {!fromServer ? (
        <VacancyList vacancies={builtInVacancies} />
      ) : fetched.isPending ? (
        <Spinner label="Loading the latest vacancies…" showLabel />
      ) : fetched.isError ? (
        <Alert tone="error" title="The latest vacancies could not be loaded.">
          {fetched.error.message}
        </Alert>
      ) : (
        <VacancyList vacancies={fetched.data} />
      )}
    </section>
  );
}
