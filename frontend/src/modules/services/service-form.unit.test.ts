import { describe, expect, it } from 'vitest';
import { emptyServiceForm, readServiceForm, serviceTimeText } from './service-form';

const categoryId = '0d6f6c1e-6f0e-4a53-9d55-0a3b3c8f1a11';

describe('the add/edit service form', () => {
  it('sends minutes as numbers and the dollar price as cents', () => {
    const result = readServiceForm({
      ...emptyServiceForm(categoryId),
      name: ' Balayage ',
      duration: '90',
      processing: '30',
      buffer: '',
      price: '185.5',
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ name: 'Balayage', durationMinutes: 90, processingMinutes: 30, bufferMinutes: 0, priceCents: 18550 }),
    });
  });

  it('refuses what the server refuses, with the schema’s message on the field', () => {
    const result = readServiceForm({ ...emptyServiceForm(''), name: '', duration: '7', price: 'lots' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toMatchObject({
      categoryId: 'Choose a category',
      name: 'Service name is required',
      durationMinutes: 'Duration is in steps of 5 minutes',
      priceCents: 'Enter the price in dollars, like 45.00',
    });
  });
});

describe('a service’s time', () => {
  it('reads as the treatment plus any processing and buffer', () => {
    expect(serviceTimeText({ durationMinutes: 45, processingMinutes: 0, bufferMinutes: 0 })).toBe('45 min');
    expect(serviceTimeText({ durationMinutes: 90, processingMinutes: 30, bufferMinutes: 15 })).toBe(
      '1 hour 30 min + 30 min processing + 15 min buffer',
    );
  });
});
