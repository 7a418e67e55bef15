import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { afterNextPaint } from '../../../components/afterNextPaint.ts';
import { changeState, listStateParams, parseListState, type ListState } from './listState.ts';

/**
 * The list state, kept in the address (reload, back and a shared link restore it) but answered from memory first.
 *
 * Writing the address re-renders everything under the router (the layout, the menu's links): done on each click
 * that costs a long frame with a big documents list loaded. So a change updates this component's state at once (the
 * rows follow in the same frame) and the address is written after the next paint: pushed for a step the user may
 * go back to, replaced while typing a search. An address this hook did not write (back, forward, a link) is read
 * back into the state.
 */
export function useListAddress(): [ListState, (change: Partial<ListState>, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [state, setState] = useState(() => parseListState(params));
  // The first write only tidies the address it was opened with (defaults left out): it replaces that entry.
  const [replace, setReplace] = useState(true);
  // Addresses this hook wrote that the router has not shown yet: a write is answered a little later, and a key
  // typed meanwhile writes again, so the echo of an older write must not be read back over newer state.
  const [written, setWritten] = useState<string[]>([]);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    const now = params.toString();
    const own = written.indexOf(now);
    if (own >= 0) setWritten(written.slice(own + 1));
    else if (now !== listStateParams(state).toString()) {
      setWritten([]);
      setState(parseListState(params));
    }
  }

  const wanted = listStateParams(state).toString();
  useEffect(() => {
    if (wanted === params.toString()) return;
    return afterNextPaint(() => {
      setWritten((w) => [...w, wanted]);
      setParams(new URLSearchParams(wanted), { replace });
    });
  }, [wanted, params, replace, setParams]);

  const update = useCallback((change: Partial<ListState>, replaceEntry = false) => {
    setReplace(replaceEntry);
    setState((s) => changeState(s, change));
  }, []);
  return [state, update];
}
