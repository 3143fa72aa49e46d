import { describe, expect, it } from 'vitest';
import { defaultBookingDesign } from '@chairside/shared/booking/booking-dto';
import { brandContrast, formFromDesign, parseBookingDesignForm, previewDesign, toggledAll, toggledId } from './booking-design-form';

const form = formFromDesign(defaultBookingDesign);

describe('booking design form', () => {
  it('reads back the design it was made from', () => {
    expect(parseBookingDesignForm(form)).toEqual({ ok: true, value: defaultBookingDesign });
  });

  it('reads numbers from text and an empty logo as none', () => {
    const parsed = parseBookingDesignForm({
      ...form,
      holdMinutes: '12',
      slotIntervalMinutes: '30',
      logoUrl: ' https://cdn.example.com/logo.png ',
    });
    expect(parsed).toMatchObject({
      ok: true,
      value: { holdMinutes: 12, slotIntervalMinutes: 30, logoUrl: 'https://cdn.example.com/logo.png' },
    });
    expect(parseBookingDesignForm({ ...form, logoUrl: '  ' })).toMatchObject({ ok: true, value: { logoUrl: null } });
  });

  it('gives each field the schema’s own sentence', () => {
    expect(parseBookingDesignForm({ ...form, holdMinutes: '31' })).toEqual({
      ok: false,
      problems: { holdMinutes: 'A hold lasts at most 30 minutes' },
    });
    expect(parseBookingDesignForm({ ...form, holdMinutes: '2.5' })).toEqual({
      ok: false,
      problems: { holdMinutes: 'Hold length is a whole number of minutes' },
    });
    expect(parseBookingDesignForm({ ...form, headline: ' ', brandColor: 'teal' })).toEqual({
      ok: false,
      problems: { headline: 'Headline is required', brandColor: 'Brand color must be a color like #0f766e' },
    });
  });

  it('previews what is valid as typed and keeps the saved value for the rest', () => {
    const preview = previewDesign({ ...form, headline: 'Book with Glow', brandColor: '#7c3a', holdMinutes: '45' }, defaultBookingDesign);
    expect(preview).toEqual({ ...defaultBookingDesign, headline: 'Book with Glow' });
    expect(previewDesign({ ...form, brandColor: '#7C3AED', serviceIds: [] }, defaultBookingDesign)).toMatchObject({
      brandColor: '#7C3AED',
      serviceIds: [],
    });
  });

  it('says what text on the brand color reads like: white where it reads at AA, else a dark shade that does', () => {
    expect(brandContrast('#0f766e')).toMatchObject({ textColor: '#ffffff', meetsAA: true });
    expect(brandContrast('#0f766e')?.whiteRatio).toBeGreaterThan(4.5);
    // A light yellow: white fails, the page writes on it in a dark shade that reads.
    const yellow = brandContrast('#fde047');
    expect(yellow?.whiteRatio).toBeLessThan(4.5);
    expect(yellow?.textColor).not.toBe('#ffffff');
    expect(yellow?.meetsAA).toBe(true);
    expect(brandContrast('#7c3a')).toBeNull();
    // The hardest case, a mid grey where white only just fails: the shade chosen still reads at AA.
    expect(brandContrast('#767676')).toMatchObject({ textColor: '#ffffff' });
    expect(brandContrast('#777777')?.whiteRatio).toBeLessThan(4.5);
    expect(brandContrast('#777777')?.ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('turns "all" into every id (nothing changes until unticked), and ticks one by one', () => {
    expect(toggledAll(null, ['a', 'b'])).toEqual(['a', 'b']);
    expect(toggledAll(['a'], ['a', 'b'])).toBeNull();
    expect(toggledId(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggledId(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggledId(['a'], 'a', true)).toEqual(['a']);
  });
});
