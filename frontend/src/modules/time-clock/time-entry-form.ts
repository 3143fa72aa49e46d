import { DateTime } from 'luxon';
import {
  addTimeEntrySchema,
  editTimeEntrySchema,
  type AddTimeEntryInput,
  type EditTimeEntryInput,
} from '@chairside/shared/time-clock/time-clock-dto';
import type { TimeBreak } from '@chairside/shared/time-clock/time-clock-events';

// The edit dialog's form: wall-clock times at the entry's location (datetime-local), and the reason.
export type TimeEntryDraft = { clockedInAt: string; clockedOutAt: string; reason: string };
export type EditableEntry = {
  entryId: string;
  staffId: string;
  name: string;
  clockedInAt: string;
  clockedOutAt: string | null;
  breaks: readonly TimeBreak[];
};

const localInput = (instant: string, zone: string) => DateTime.fromISO(instant).setZone(zone).toFormat("yyyy-LL-dd'T'HH:mm");
const instantOf = (local: string, zone: string) => (local ? (DateTime.fromISO(local, { zone }).toUTC().toISO() ?? local) : '');

export function entryDraft(entry: EditableEntry, zone: string): TimeEntryDraft {
  return {
    clockedInAt: localInput(entry.clockedInAt, zone),
    clockedOutAt: entry.clockedOutAt ? localInput(entry.clockedOutAt, zone) : '',
    reason: '',
  };
}

// The PUT body, or the problems by field. Breaks are kept as they were; one still running ends at the clock-out.
export function readEntryDraft(
  entry: EditableEntry,
  draft: TimeEntryDraft,
  zone: string,
): { input: EditTimeEntryInput; problems: null } | { input: null; problems: Record<string, string> } {
  const clockedOutAt = instantOf(draft.clockedOutAt, zone);
  const parsed = editTimeEntrySchema.safeParse({
    staffId: entry.staffId,
    clockedInAt: instantOf(draft.clockedInAt, zone),
    clockedOutAt,
    breaks: entry.breaks.map((pause) => ({ start: pause.start, end: pause.end ?? clockedOutAt })),
    reason: draft.reason,
  });
  if (parsed.success) return { input: parsed.data, problems: null };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    // A running break ends at the clock-out: its problem is the clock-out's.
    const key = issue.path[0] === 'breaks' ? 'clockedOutAt' : String(issue.path[0] ?? 'form');
    problems[key] ??= key === 'clockedInAt' || key === 'clockedOutAt' ? 'Enter a date and time' : issue.message;
  }
  return { input: null, problems };
}

// The "Add a missing entry" form: who, when (wall-clock times at the header's location), an optional break
// and the reason.
export type NewEntryDraft = TimeEntryDraft & { staffId: string; breakStart: string; breakEnd: string };
export const emptyNewEntry: NewEntryDraft = { staffId: '', clockedInAt: '', clockedOutAt: '', breakStart: '', breakEnd: '', reason: '' };

export function readNewEntryDraft(
  draft: NewEntryDraft,
  locationId: string,
  zone: string,
): { input: AddTimeEntryInput; problems: null } | { input: null; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  if (Boolean(draft.breakStart) !== Boolean(draft.breakEnd)) problems.breakEnd = 'Give the break’s start and end, or neither';
  const parsed = addTimeEntrySchema.safeParse({
    staffId: draft.staffId,
    locationId,
    clockedInAt: instantOf(draft.clockedInAt, zone),
    clockedOutAt: instantOf(draft.clockedOutAt, zone),
    breaks: draft.breakStart && draft.breakEnd ? [{ start: instantOf(draft.breakStart, zone), end: instantOf(draft.breakEnd, zone) }] : [],
    reason: draft.reason,
  });
  if (parsed.success && Object.keys(problems).length === 0) return { input: parsed.data, problems: null };
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path[0] === 'breaks' ? 'breakEnd' : String(issue.path[0] ?? 'form');
    problems[key] ??=
      key === 'staffId'
        ? 'Choose a staff member'
        : key === 'clockedInAt' || key === 'clockedOutAt' || key === 'breakEnd'
          ? 'Enter a date and time'
          : issue.message;
  }
  return { input: null, problems };
}
