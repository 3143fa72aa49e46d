import { describe, expect, it } from 'vitest';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { filterServices, type ServiceChoices } from './staff-services-draft';

const service = (id: string, name: string, categoryName: string) => ({ id, name, categoryName }) as Service;
const services = [
  service('1', 'Root Color', 'Color'),
  service('2', 'Balayage', 'Color'),
  service('3', "Men's Haircut", 'Hair'),
  service('4', 'Deep Tissue Massage', 'Massage'),
];
const choices: ServiceChoices = {
  '1': { performs: false, price: '', duration: '' },
  '2': { performs: true, price: '', duration: '' },
  '3': { performs: true, price: '', duration: '' },
  '4': { performs: false, price: '', duration: '' },
};
const names = (text: string, onlyChosen = false) => filterServices(services, choices, { text, onlyChosen }).map((item) => item.name);

describe('the services filter', () => {
  it('keeps services whose name or category has a word starting with each word typed, whatever the case', () => {
    expect(names('')).toEqual(['Root Color', 'Balayage', "Men's Haircut", 'Deep Tissue Massage']);
    expect(names('col')).toEqual(['Root Color', 'Balayage']);
    expect(names('BAL')).toEqual(['Balayage']);
    expect(names('deep mass')).toEqual(['Deep Tissue Massage']);
    expect(names('haircut men')).toEqual(["Men's Haircut"]);
    // Inside a word is not a start.
    expect(names('olor')).toEqual([]);
  });

  it('narrows to the chosen services', () => {
    expect(names('', true)).toEqual(['Balayage', "Men's Haircut"]);
    expect(names('color', true)).toEqual(['Balayage']);
  });
});
