import { useState } from 'react';
import type { UseMutateFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { showToast } from '../../../shell/toasts';

type SaveCommand<TInput> = { mutate: UseMutateFunction<unknown, Error, TInput, unknown>; reset(): void };

// A settings card's form. Untouched, it shows what is saved (a change made in another tab appears too); the
// first edit takes a copy. An edit clears the last problem and refusal. Saving checks the schema first (its
// first message shows, or `invalidText`), then sends the form, says `savedText` and follows what is saved again.
export function useSettingsDraft<Form extends TInput, TInput extends object>(
  saved: Form,
  schema: z.ZodType,
  save: SaveCommand<TInput>,
  words: { invalidText: string; savedText: string },
) {
  const [draft, setDraft] = useState<Form | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const form = draft ?? saved;
  const edit = (next: Partial<Form>) => {
    setInvalid(null);
    save.reset();
    setDraft({ ...form, ...next });
  };
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setInvalid(null);
    save.reset();
    setDraft({ ...form, [key]: value });
  };
  const submit = () => {
    const parsed = schema.safeParse(form);
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? words.invalidText);
    save.mutate(form, {
      onSuccess: () => {
        setDraft(null);
        showToast({ message: words.savedText, intent: 'success' });
      },
    });
  };
  return { form, draft, invalid, edit, set, submit, discard: () => setDraft(null) };
}
