import { randomUUID } from 'node:crypto';
import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { WrongExpectedVersion, type EventMetadata } from './event-store';
import {
  fromStoredMetadata,
  isBeyond,
  matchesFilter,
  toRecordedEvent,
  toServerFilter,
  toStreamState,
  toStringMetadata,
  toWrongExpectedVersion,
} from './kurrentdb-event-store';

const metadata: EventMetadata = {
  userId: 'user-1',
  locationId: 'location-1',
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: '2026-11-21T09:30:00.000Z',
  source: 'api',
  ip: '127.0.0.1',
};

// The shape the client hands out for a JSON event read from $all.
function resolved(
  overrides: Partial<{
    streamId: string;
    type: string;
    isJson: boolean;
    data: unknown;
    metadata: unknown;
    position: { commit: bigint; prepare: bigint } | undefined;
  }> = {},
): AllStreamResolvedEvent {
  return {
    event: {
      streamId: 'client-1',
      id: '5a1f0c2e-4b7d-4e8a-9c3f-1d2e3f4a5b6c',
      isJson: true,
      revision: 3n,
      type: 'ClientRenamed',
      created: new Date('2026-11-21T10:00:00.000Z'),
      data: { name: 'Zoë 🌸' },
      metadata,
      position: { commit: 1200n, prepare: 1100n },
      ...overrides,
    },
  } as AllStreamResolvedEvent;
}

describe('KurrentDB mapping: expected revision', () => {
  it('maps every expected revision to the client stream state', () => {
    expect(toStreamState('no_stream')).toBe(NO_STREAM);
    expect(toStreamState('stream_exists')).toBe(STREAM_EXISTS);
    expect(toStreamState('any')).toBe(ANY);
    expect(toStreamState(0n)).toBe(0n);
    expect(toStreamState(41n)).toBe(41n);
  });
});

describe('KurrentDB mapping: errors', () => {
  it('turns the client WrongExpectedVersionError into ours, with the actual revision', () => {
    const error = new WrongExpectedVersionError(undefined, { streamName: 'client-1', expected: 2n, current: 5n });
    const mapped = toWrongExpectedVersion(error, 'client-1', 2n);
    expect(mapped).toBeInstanceOf(WrongExpectedVersion);
    expect(mapped).toMatchObject({ stream: 'client-1', expected: 2n, actual: 5n });
  });

  it('reports a missing stream as no_stream, whichever way the server says it', () => {
    const missing = new WrongExpectedVersionError(undefined, { streamName: 'client-1', expected: STREAM_EXISTS, current: NO_STREAM });
    expect(toWrongExpectedVersion(missing, 'client-1', 'stream_exists')).toMatchObject({ expected: 'stream_exists', actual: 'no_stream' });
    const minusOne = new WrongExpectedVersionError(undefined, { streamName: 'client-1', expected: 0n, current: -1n });
    expect(toWrongExpectedVersion(minusOne, 'client-1', 0n)).toMatchObject({ expected: 0n, actual: 'no_stream' });
  });

  it('passes any other error through untouched', () => {
    const other = new Error('unavailable');
    expect(toWrongExpectedVersion(other, 'client-1', 'any')).toBe(other);
  });
});

describe('KurrentDB mapping: recorded events and positions', () => {
  it('maps a JSON event with its position, revision, data and metadata', () => {
    expect(toRecordedEvent(resolved())).toEqual({
      id: '5a1f0c2e-4b7d-4e8a-9c3f-1d2e3f4a5b6c',
      type: 'ClientRenamed',
      data: { name: 'Zoë 🌸' },
      metadata,
      stream: 'client-1',
      revision: 3n,
      position: { commit: 1200n, prepare: 1100n },
      recordedAt: '2026-11-21T10:00:00.000Z',
    });
  });

  it('skips system events and system streams, and empty resolutions', () => {
    expect(toRecordedEvent(resolved({ type: '$metadata' }))).toBeNull();
    expect(toRecordedEvent(resolved({ type: '$>', streamId: '$ce-client' }))).toBeNull();
    expect(toRecordedEvent(resolved({ streamId: '$stats-127.0.0.1:2113', type: 'StatsCollected' }))).toBeNull();
    expect(toRecordedEvent({} as ResolvedEvent)).toBeNull();
  });

  it('refuses events it cannot map faithfully', () => {
    expect(() => toRecordedEvent(resolved({ position: undefined }))).toThrow(/without its position/);
    expect(() => toRecordedEvent(resolved({ isJson: false, data: new Uint8Array([1, 2]) }))).toThrow(/not a JSON event/);
    expect(() => toRecordedEvent(resolved({ metadata: undefined }))).toThrow(/not a JSON event/);
  });

  it('treats fromPosition as exclusive in both directions', () => {
    const at = { commit: 100n, prepare: 90n };
    expect(isBeyond({ commit: 100n, prepare: 90n }, at, 'forwards')).toBe(false);
    expect(isBeyond({ commit: 100n, prepare: 95n }, at, 'forwards')).toBe(true);
    expect(isBeyond({ commit: 101n, prepare: 10n }, at, 'forwards')).toBe(true);
    expect(isBeyond({ commit: 100n, prepare: 90n }, at, 'backwards')).toBe(false);
    expect(isBeyond({ commit: 99n, prepare: 99n }, at, 'backwards')).toBe(true);
    expect(isBeyond({ commit: 1n, prepare: 1n }, undefined, 'forwards')).toBe(true);
  });
});

describe('KurrentDB mapping: filters', () => {
  // KurrentDB matches these with .NET regular expressions; the patterns only use syntax both engines share.
  const matches = (filter: ReturnType<typeof toServerFilter>, value: string) => 'regex' in filter && new RegExp(filter.regex).test(value);

  it('filters categories on the stream name, exactly and not by prefix', () => {
    const filter = toServerFilter({ categories: ['client', 'invoice.v2'] });
    expect(filter.filterOn).toBe('streamName');
    expect(matches(filter, 'client-1')).toBe(true);
    expect(matches(filter, 'client')).toBe(true);
    expect(matches(filter, 'invoice.v2-7')).toBe(true);
    expect(matches(filter, 'clientele-1')).toBe(false);
    expect(matches(filter, 'invoiceXv2-7')).toBe(false);
    expect(matches(filter, '$ce-client')).toBe(false);
  });

  it('filters event types exactly', () => {
    const filter = toServerFilter({ eventTypes: ['ClientRenamed', 'Invoice+Issued'] });
    expect(filter.filterOn).toBe('eventType');
    expect(matches(filter, 'ClientRenamed')).toBe(true);
    expect(matches(filter, 'Invoice+Issued')).toBe(true);
    expect(matches(filter, 'ClientRenamedTwice')).toBe(false);
    expect(matches(filter, 'XClientRenamed')).toBe(false);
  });

  it('excludes system events when nothing else filters', () => {
    const filter = toServerFilter(undefined);
    expect(filter.filterOn).toBe('eventType');
    expect(matches(filter, 'ClientRenamed')).toBe(true);
    expect(matches(filter, '$metadata')).toBe(false);
  });

  it('checks what the server filter cannot, here', () => {
    const filter = { categories: ['client'], eventTypes: ['ClientRenamed'] };
    expect(matchesFilter({ stream: 'client-1', type: 'ClientRenamed' }, filter)).toBe(true);
    expect(matchesFilter({ stream: 'client-1', type: 'ClientRegistered' }, filter)).toBe(false);
    expect(matchesFilter({ stream: 'clientele-1', type: 'ClientRenamed' }, filter)).toBe(false);
    expect(matchesFilter({ stream: 'anything-1', type: 'Anything' }, undefined)).toBe(true);
  });
});

describe('metadata of a multi-stream append (string values only)', () => {
  it('drops nulls on the way in and reads them back as null, keeping optional fields absent', () => {
    const sparse: EventMetadata = {
      userId: null,
      correlationId: 'c-1',
      causationId: null,
      occurredAt: '2026-11-24T10:00:00.000Z',
      source: 'api',
      commandId: 'k-1',
      commandStep: '0',
    };
    const stored = toStringMetadata(sparse);
    expect(Object.values(stored).every((value) => typeof value === 'string')).toBe(true);
    expect(fromStoredMetadata(stored)).toEqual(sparse);
    expect(fromStoredMetadata(toStringMetadata(metadata))).toEqual({ ...metadata, causationId: null });
  });
});
