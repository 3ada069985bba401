import { useState } from 'react';

/**
 * State a story's wrapper keeps in place of the app (the dashboard's mode, whether a toast is
 * open, what is typed in a search box) that still follows its control: the wrapper updates it as
 * the app would, and a new value of the arg from Storybook's Controls panel replaces it. Seeding
 * `useState` with the arg alone left those controls doing nothing after the first render.
 */
export function useArgState<T>(arg: T): [T, (value: T) => void] {
  const [state, setState] = useState(arg);
  const [lastArg, setLastArg] = useState(arg);
  if (!Object.is(arg, lastArg)) {
    setLastArg(arg);
    setState(arg);
  }
  return [state, setState];
}
