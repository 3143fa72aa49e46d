import { useState } from 'react';
import { withoutProblems, type FieldProblems, type Parsed } from './form-problems';

// The form helper every add/edit form uses: what was typed (the draft), the problems found when it was
// last read, and the two moves a form makes.
//  - change(patch, clears): takes the edit and drops the messages of the fields it touched (or those named
//    in `clears`, when the schema calls them otherwise: 'hourlyRate' → 'pay.hourlyRateCents'; 'all' for
//    forms whose messages all go with the first edit); the other messages stay until the next save.
//  - read(parsed): the draft read by the module's parser; the value to send, or null with the problems shown.
export function useFormDraft<T extends object>(initial: T | (() => T)) {
  const [draft, setDraft] = useState<T>(initial);
  const [problems, setProblems] = useState<FieldProblems>({});

  const change = (patch: Partial<T>, clears: readonly string[] | 'all' = Object.keys(patch)) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblems((current) => (clears === 'all' ? {} : withoutProblems(current, clears)));
  };

  function read<V>(parsed: Parsed<V>): V | null {
    setProblems(parsed.ok ? {} : parsed.problems);
    return parsed.ok ? parsed.value : null;
  }

  return { draft, setDraft, problems, setProblems, change, read };
}
