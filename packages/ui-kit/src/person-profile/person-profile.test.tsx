import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonProfile } from './person-profile';

describe('PersonProfile', () => {
  it('fits the outline it is put in: the name at the level given, its parts one below', async () => {
    const { container } = render(
      <section aria-labelledby="name">
        <h2>Composition</h2>
        <PersonProfile
          person={{
            name: "The Secretary General's name",
            position: 'Secretary General',
            about: 'Has worked in district hospitals for fifteen years.',
            contributions: ['Led the conditions of service talks'],
          }}
          headingLevel={3}
          nameId="name"
          contributionsLabel="What they have done"
        />
      </section>,
    );
    expect(
      screen.getByRole('region', { name: "The Secretary General's name" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: "The Secretary General's name" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'About' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 4, name: 'What they have done' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Qualifications' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('gives the title once where an office nobody is named in is headed by it', () => {
    render(
      <PersonProfile
        person={{ name: 'Secretary General', position: ' secretary general ' }}
        headingLevel={3}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'Secretary General' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/secretary general/i)).toHaveLength(1);
  });
});
