import { describe, expect, it } from 'vitest';
import { groupByCategory, matchesFilter, OTHER_SERVICES } from './booking-services';

const service = (name: string, categoryName: string | null, description = '') => ({ name, categoryName, description });

describe('groupByCategory', () => {
  it('groups services by category in the order they come, uncategorised ones last under their own heading', () => {
    const groups = groupByCategory([
      service('Cut', 'Hair'),
      service('Facial', 'Skin'),
      service('Gift card', null),
      service('Blowout', 'Hair'),
    ]);
    expect(groups.map((group) => [group.category, group.services.map((entry) => entry.name)])).toEqual([
      ['Hair', ['Cut', 'Blowout']],
      ['Skin', ['Facial']],
      [OTHER_SERVICES, ['Gift card']],
    ]);
  });
});

describe('matchesFilter', () => {
  const touchUp = service('Root Touch-Up', 'Color', 'Color on up to 1 1/2 inches of regrowth.');
  it('finds by name, description or category, any case, every word', () => {
    expect(matchesFilter(touchUp, 'touch')).toBe(true);
    expect(matchesFilter(touchUp, 'REGROWTH')).toBe(true);
    expect(matchesFilter(touchUp, 'color root')).toBe(true);
    expect(matchesFilter(touchUp, 'root manicure')).toBe(false);
  });
  it('ignores accents and blank filters', () => {
    expect(matchesFilter(service('Soin du visage', 'Skin', 'Exfoliation légère'), 'legere')).toBe(true);
    expect(matchesFilter(touchUp, '   ')).toBe(true);
  });
});
