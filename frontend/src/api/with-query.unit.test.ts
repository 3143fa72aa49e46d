import { describe, expect, it } from 'vitest';
import { withQuery } from './with-query';

describe('query strings', () => {
  it('leave out what is not given and encode the rest', () => {
    expect(withQuery('/api/rooms', { locationId: 'a b', includeArchived: false })).toBe('/api/rooms?locationId=a+b');
    expect(withQuery('/api/services', { includeArchived: true })).toBe('/api/services?includeArchived=true');
    expect(withQuery('/api/staff', { locationId: null, search: '', staffId: undefined })).toBe('/api/staff');
  });
});
