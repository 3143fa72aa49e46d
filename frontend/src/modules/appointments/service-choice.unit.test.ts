import { describe, expect, it } from 'vitest';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { ANY_STAFF } from './booking-draft';
import { chooseService, offeredAt, serviceOptionGroups } from './service-choice';

const rosa = { id: 'rosa', name: 'Rosa Delgado', color: '#000000' };
const liam = { id: 'liam', name: 'Liam Smith', color: '#000000' };

const service = (id: string, name: string, categoryName: string, staffIds: string[], extra: object = {}) =>
  ({
    id,
    name,
    categoryName,
    staff: staffIds.map((staffId) => ({ staffId, priceCents: null, durationMinutes: null })),
    ...extra,
  }) as unknown as Service;

const cut = service('cut', 'Women’s Cut', 'Hair', ['rosa', 'liam']);
const mens = service('mens', 'Men’s Cut', 'Hair', ['liam']);
const balayage = service('balayage', 'Balayage', 'Color', ['rosa']);
const massage = service('massage', 'Deep Tissue', 'Massage', []);
const services = [cut, mens, balayage, massage];

const labels = (groups: ReturnType<typeof serviceOptionGroups>) =>
  groups.map((group) => [group.label, group.options.map((option) => option.label)]);

describe('the services the New appointment dialog offers', () => {
  it('are every service by category while nobody is chosen', () => {
    expect(labels(serviceOptionGroups(services, null))).toEqual([
      ['Hair', ['Women’s Cut', 'Men’s Cut']],
      ['Color', ['Balayage']],
      ['Massage', ['Deep Tissue']],
    ]);
  });

  it('put the chosen person’s services first and mark the others as not performed by them', () => {
    expect(labels(serviceOptionGroups(services, rosa))).toEqual([
      ['Performed by Rosa Delgado', ['Women’s Cut', 'Balayage']],
      ['Hair', ['Men’s Cut (not performed by Rosa Delgado)']],
      ['Massage', ['Deep Tissue (not performed by Rosa Delgado)']],
    ]);
    expect(
      serviceOptionGroups(services, rosa)
        .flatMap((group) => group.options.map((option) => option.id))
        .toSorted(),
    ).toEqual(['balayage', 'cut', 'massage', 'mens']);
  });

  it('are those of the location: a service that names its locations is offered only there', () => {
    const downtownOnly = service('gloss', 'Gloss', 'Color', ['rosa'], { locationIds: ['downtown'] });
    const everywhere = service('trim', 'Trim', 'Hair', ['rosa'], { locationIds: null });
    expect(offeredAt([cut, downtownOnly, everywhere], 'downtown').map((entry) => entry.id)).toEqual(['cut', 'gloss', 'trim']);
    expect(offeredAt([cut, downtownOnly, everywhere], 'lakeside').map((entry) => entry.id)).toEqual(['cut', 'trim']);
  });
});

describe('choosing a service', () => {
  const line = { key: 'a', serviceId: '', staffId: 'rosa' };

  it('keeps the person who performs it, silently', () => {
    expect(chooseService(line, balayage, [rosa, liam])).toEqual({ line: { ...line, serviceId: 'balayage' }, notice: null });
    expect(chooseService({ ...line, staffId: ANY_STAFF }, mens, [rosa, liam])).toEqual({
      line: { key: 'a', serviceId: 'mens', staffId: ANY_STAFF },
      notice: null,
    });
  });

  it('sets Staff to Any available when the person does not perform it, and says so', () => {
    expect(chooseService(line, mens, [rosa, liam])).toEqual({
      line: { key: 'a', serviceId: 'mens', staffId: ANY_STAFF },
      notice:
        'Rosa Delgado does not perform Men’s Cut, so Staff is now “Any available”. Choose someone who performs it, or keep any available person.',
    });
  });

  it('clears the service without touching the person', () => {
    expect(chooseService({ ...line, serviceId: 'cut' }, undefined, [rosa])).toEqual({ line: { ...line, serviceId: '' }, notice: null });
  });
});
