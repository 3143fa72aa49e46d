import { describe, expect, it } from 'vitest';
import type { ProjectionStatus } from '@chairside/shared/system/projection-status';
import { heartbeatText, readModelName, readModelState, rebuildProgressText } from './read-models-format';
import { isMoving } from './read-models-queries';

const caughtUp: ProjectionStatus = {
  name: 'note_templates',
  version: 1,
  activeGeneration: 1,
  checkpoint: '1/1',
  head: '1/1',
  eventsBehind: 0,
  eventsProcessed: 1200,
  runner: { id: 'r', heartbeatAgeMs: 2400 },
  rebuild: null,
  failure: null,
};
const rebuild = {
  generation: 2,
  version: 1,
  processed: 1200,
  total: 3400,
  percent: 35.3,
  eventsPerSecond: 800,
  secondsLeft: 3,
  startedAt: '2026-11-28T10:00:00.000Z',
};

describe('read models format', () => {
  it('names a read model readably', () => {
    expect(readModelName('note_templates')).toBe('Note templates');
    expect(readModelName('audit_events')).toBe('Audit events');
  });

  it('says the state, a failure first, then a rebuild, then lag', () => {
    expect(readModelState(caughtUp)).toEqual({ text: 'Caught up', intent: 'success' });
    expect(readModelState({ ...caughtUp, eventsBehind: 1500 })).toEqual({ text: 'Behind 1,500', intent: 'warning' });
    expect(readModelState({ ...caughtUp, eventsBehind: 3, rebuild })).toEqual({ text: 'Rebuilding', intent: 'primary' });
    expect(readModelState({ ...caughtUp, rebuild, failure: { message: 'boom', at: rebuild.startedAt } })).toEqual({
      text: 'Failing: boom',
      intent: 'danger',
    });
  });

  it("tells a rebuild's progress, with the time left once the rate is known", () => {
    expect(rebuildProgressText(rebuild)).toBe('1,200 of 3,400 events · 800 events/s · about 3 s left');
    expect(rebuildProgressText({ ...rebuild, processed: 0, eventsPerSecond: 0, secondsLeft: null })).toBe('0 of 3,400 events · 0 events/s');
  });

  it('tells the heartbeat age', () => {
    expect(heartbeatText(caughtUp.runner)).toBe('2 s ago');
    expect(heartbeatText({ id: 'r', heartbeatAgeMs: 300 })).toBe('Just now');
    expect(heartbeatText(null)).toBe('No runner');
  });

  it('reads often only while something moves', () => {
    expect(isMoving([caughtUp])).toBe(false);
    expect(isMoving([caughtUp, { ...caughtUp, eventsBehind: 1 }])).toBe(true);
    expect(isMoving([{ ...caughtUp, rebuild }])).toBe(true);
    expect(isMoving(undefined)).toBe(false);
  });
});
