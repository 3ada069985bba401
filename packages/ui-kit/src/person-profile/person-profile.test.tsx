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
            name: 'Mutinta Hamoonga',
            position: 'General Secretary',
            about: 'Has worked in district hospitals for fifteen years.',
            contributions: ['Led the conditions of service talks'],
          }}
          headingLevel={3}
          nameId="name"
          contributionsLabel="What she has done"
        />
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Mutinta Hamoonga' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Mutinta Hamoonga' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'About' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 4, name: 'What she has done' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Qualifications' })).toBeNull();
    await expectNoAxeViolations(container);
  });
});
