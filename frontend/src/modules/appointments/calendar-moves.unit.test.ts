import { describe, expect, it } from 'vitest';
import { applyReschedule, bottomEdgeEnd, moveOutcome, resizeOutcome } from './calendar-moves';
import { appointment, ava, item, liam } from './appointment-fixtures';

const colourAndBlowDry = appointment({
  items: [
    item({ serviceName: 'Colour', startsAt: '2026-11-23T18:00:00.000Z', endsAt: '2026-11-23T19:30:00.000Z' }),
    item({
      serviceName: 'Blow-dry',
      staffId: liam.id,
      staffName: liam.name,
      startsAt: '2026-11-23T19:30:00.000Z',
      endsAt: '2026-11-23T20:00:00.000Z',
    }),
  ],
});
// The block of Liam's blow-dry, in his column.
const blowDryBlock = {
  start: new Date('2026-11-23T19:30:00.000Z'),
  end: new Date('2026-11-23T20:00:00.000Z'),
  staffId: liam.id,
  resourceId: `staff:${liam.id}`,
  bufferMs: 0,
};

describe('moving by drag and drop', () => {
  it('moves the whole appointment by as much as the dragged block moved', () => {
    expect(
      moveOutcome(blowDryBlock, colourAndBlowDry, { start: new Date('2026-11-23T20:00:00.000Z'), resourceId: `staff:${liam.id}` }),
    ).toEqual({
      input: { startsAt: '2026-11-23T18:30:00.000Z', endsAt: null, staffId: null, fromStaffId: null, override: null },
    });
  });

  it('hands the block’s services to the person whose column it is dropped in', () => {
    expect(moveOutcome(blowDryBlock, colourAndBlowDry, { start: blowDryBlock.start, resourceId: `staff:${ava.id}` })).toEqual({
      input: { startsAt: '2026-11-23T18:00:00.000Z', endsAt: null, staffId: ava.id, fromStaffId: liam.id, override: null },
    });
  });

  it('refuses a drop on a room or device column and ignores a drop in the same place', () => {
    expect(moveOutcome(blowDryBlock, colourAndBlowDry, { start: blowDryBlock.start, resourceId: 'room:room-1' })).toHaveProperty('refusal');
    expect(moveOutcome(blowDryBlock, colourAndBlowDry, { start: blowDryBlock.start, resourceId: `staff:${liam.id}` })).toEqual({
      unchanged: true,
    });
  });

  it('moves in the week view without changing anyone', () => {
    const weekBlock = {
      start: new Date('2026-11-23T18:00:00.000Z'),
      end: new Date('2026-11-23T20:00:00.000Z'),
      staffId: null,
      resourceId: undefined,
    };
    expect(moveOutcome(weekBlock, colourAndBlowDry, { start: new Date('2026-11-24T18:00:00.000Z') })).toEqual({
      input: { startsAt: '2026-11-24T18:00:00.000Z', endsAt: null, staffId: null, fromStaffId: null, override: null },
    });
  });
});

describe('resizing', () => {
  it('sets when the client leaves', () => {
    expect(resizeOutcome(blowDryBlock, colourAndBlowDry, { start: blowDryBlock.start, end: new Date('2026-11-23T20:15:00.000Z') })).toEqual(
      {
        input: {
          startsAt: '2026-11-23T18:00:00.000Z',
          endsAt: '2026-11-23T20:15:00.000Z',
          staffId: null,
          fromStaffId: null,
          override: null,
        },
      },
    );
  });

  it('keeps the buffer: the bottom edge is the end of the buffer, the client leaves that much earlier', () => {
    const withBuffer = { ...blowDryBlock, end: new Date('2026-11-23T20:15:00.000Z'), bufferMs: 15 * 60_000 };
    expect(resizeOutcome(withBuffer, colourAndBlowDry, { start: withBuffer.start, end: new Date('2026-11-23T20:45:00.000Z') })).toEqual({
      input: { startsAt: '2026-11-23T18:00:00.000Z', endsAt: '2026-11-23T20:30:00.000Z', staffId: null, fromStaffId: null, override: null },
    });
    expect(
      resizeOutcome(withBuffer, colourAndBlowDry, { start: withBuffer.start, end: new Date('2026-11-23T19:45:00.000Z') }),
    ).toHaveProperty('refusal');
  });

  it('refuses an end before the start', () => {
    expect(resizeOutcome(blowDryBlock, colourAndBlowDry, { start: blowDryBlock.start, end: blowDryBlock.start })).toHaveProperty('refusal');
  });
});

describe('the appointment while the server decides', () => {
  it('shifts every service, reassigns the moved person’s services and keeps the date right', () => {
    const moved = applyReschedule(
      colourAndBlowDry,
      { startsAt: '2026-11-24T05:30:00.000Z', endsAt: null, staffId: ava.id, fromStaffId: liam.id, override: null },
      ava.name,
    );
    expect(moved.items.map((entry) => [entry.startsAt, entry.staffName])).toEqual([
      ['2026-11-24T05:30:00.000Z', 'Ava Johnson'],
      ['2026-11-24T07:00:00.000Z', 'Ava Johnson'],
    ]);
    expect(moved).toMatchObject({ startsAt: '2026-11-24T05:30:00.000Z', endsAt: '2026-11-24T07:30:00.000Z', date: '2026-11-23' });
  });

  it('stretches the last service to the new end', () => {
    const resized = applyReschedule(
      colourAndBlowDry,
      { startsAt: colourAndBlowDry.startsAt, endsAt: '2026-11-23T20:30:00.000Z', staffId: null, fromStaffId: null, override: null },
      null,
    );
    expect(resized.items[1]?.endsAt).toBe('2026-11-23T20:30:00.000Z');
    expect(resized.endsAt).toBe('2026-11-23T20:30:00.000Z');
  });
});

describe('a block dragged by its bottom edge', () => {
  // A 15-minute service with a 5-minute clean-up: the block ends at 10:20, off the 15-minute grid.
  const blockEnd = new Date('2026-11-23T16:20:00.000Z');
  it('grows or shrinks by the whole slots the pointer travelled, rounded', () => {
    expect(bottomEdgeEnd(blockEnd, 15, 22, 22).toISOString()).toBe('2026-11-23T16:35:00.000Z');
    expect(bottomEdgeEnd(blockEnd, 15, 14, 22).toISOString()).toBe('2026-11-23T16:35:00.000Z');
    expect(bottomEdgeEnd(blockEnd, 15, 8, 22).toISOString()).toBe('2026-11-23T16:20:00.000Z');
    expect(bottomEdgeEnd(blockEnd, 15, -23, 22).toISOString()).toBe('2026-11-23T16:05:00.000Z');
  });
  it('keeps the end when the grid could not be measured', () => {
    expect(bottomEdgeEnd(blockEnd, 15, 40, 0)).toBe(blockEnd);
  });
});
