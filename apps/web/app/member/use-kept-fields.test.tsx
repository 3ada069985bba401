import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useKeptFields } from './use-kept-fields';

afterEach(() => sessionStorage.clear());

type Typed = { username: string; district: string };

/**
 * A form keeping two fields; `typedFirst` is text the member put in before the kept values are
 * read back (a form takes what was typed before hydration in a layout effect, which runs first).
 */
function KeptForm({ typedFirst }: { typedFirst?: Partial<Typed> }) {
  const [values, setValues] = useKeptFields<Typed>('test', { username: '', district: '' }, [
    'username',
    'district',
  ]);
  useLayoutEffect(() => {
    if (typedFirst) setValues((current) => ({ ...current, ...typedFirst }));
  }, [typedFirst, setValues]);
  return (
    <form aria-label="Kept">
      {(['username', 'district'] as const).map((name) => (
        <label key={name}>
          {name}
          <input
            name={name}
            value={values[name]}
            onChange={(event) =>
              setValues((current) => ({ ...current, [name]: event.target.value }))
            }
          />
        </label>
      ))}
    </form>
  );
}

const kept = () => JSON.parse(sessionStorage.getItem('coaz.member.typed.test') ?? 'null');

it('brings back what an earlier visit kept into fields still empty', () => {
  sessionStorage.setItem(
    'coaz.member.typed.test',
    JSON.stringify({ username: 'demo.active', district: 'Kabwe' }),
  );
  render(<KeptForm />);
  expect(screen.getByLabelText('username')).toHaveValue('demo.active');
  expect(screen.getByLabelText('district')).toHaveValue('Kabwe');
});

it('never puts a kept value over one the member typed before it was read back', () => {
  sessionStorage.setItem(
    'coaz.member.typed.test',
    JSON.stringify({ username: 'demo.active', district: 'Kabwe' }),
  );
  render(<KeptForm typedFirst={{ username: 'nobody.here' }} />);
  expect(screen.getByLabelText('username')).toHaveValue('nobody.here');
  // A field not typed into still gets its kept value.
  expect(screen.getByLabelText('district')).toHaveValue('Kabwe');
  expect(kept()).toEqual({ username: 'nobody.here', district: 'Kabwe' });
});
