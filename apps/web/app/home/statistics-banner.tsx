import { useStatistics } from '@coaz/api-client/react';
import { StatisticCounter } from '@coaz/ui-kit';

interface Figure {
  label: string;
  value: number | undefined;
}

/**
 * The association in four numbers: members, active members and districts from the member service,
 * and the number of partners the page lists (so the figure and the list always agree). A count still loading keeps its place; a count that failed (already
 * logged by the client) is left out, and visitors are not told.
 */
export function StatisticsBanner({ partners }: { partners: number }) {
  const { usersCount, activeUsersCount, districtsCount, isLoading } = useStatistics();
  const figures: Figure[] = [
    { label: 'Members', value: usersCount },
    { label: 'Active members', value: activeUsersCount },
    { label: 'Districts', value: districtsCount },
    { label: 'Partners', value: partners },
  ];
  const shown = figures.filter((figure) => figure.value !== undefined || isLoading);
  return (
    // The counts come from the server: the page starts its app when they come near the screen.
    <section
      className="home-band statistics-banner"
      aria-labelledby="statistics-heading"
      data-app-start="visible"
    >
      <h2 id="statistics-heading" className="coaz-visually-hidden">
        The association in numbers
      </h2>
      <ul className="statistics-banner__figures" aria-busy={isLoading}>
        {shown.map((figure) => (
          <li
            key={figure.label}
            className={
              figure.value === undefined
                ? 'statistics-banner__figure statistics-banner__figure--waiting'
                : 'statistics-banner__figure'
            }
          >
            {figure.value === undefined ? (
              // Holds the figure's place while it loads, so nothing below it moves.
              <div className="coaz-statistic" aria-hidden="true">
                <p className="coaz-statistic__value">…</p>
                <p className="coaz-statistic__label">{figure.label}</p>
              </div>
            ) : (
              <StatisticCounter value={figure.value} label={figure.label} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
