import { useCallback, useRef, useState } from 'react';

/**
 * `useReducer` whose current state callbacks can also read at once (`current()`), so event
 * handlers and timers decide on the state the last event left, not the one last rendered.
 */
export function useMachine<State, Event>(reducer: (state: State, event: Event) => State, initial: () => State) {
  const [state, setState] = useState(initial);
  const latest = useRef(state);
  const dispatch = useCallback(
    (event: Event) => {
      latest.current = reducer(latest.current, event);
      setState(latest.current);
    },
    [reducer],
  );
  const current = useCallback(() => latest.current, []);
  return [state, dispatch, current] as const;
}
