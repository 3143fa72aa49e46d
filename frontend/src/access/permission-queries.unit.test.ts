import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-client';
import { permissionsErrorMessage } from './permission-queries';

describe('permission read errors (SPEC §8)', () => {
  it('name the status text of a failed reply', () => {
    expect(permissionsErrorMessage(new ApiError('You do not have permission to do this', 403, 'Forbidden', null))).toBe(
      'Failed to fetch user permissions: Forbidden',
    );
    expect(permissionsErrorMessage(new ApiError('Boom', 500, 'Internal Server Error', null))).toBe(
      'Failed to fetch user permissions: Internal Server Error',
    );
  });

  it('fall back to the message when a reply has no status text (HTTP/2)', () => {
    expect(permissionsErrorMessage(new ApiError('Service Unavailable', 503, '', null))).toBe(
      'Failed to fetch user permissions: Service Unavailable',
    );
  });

  it('say "Unknown error fetching permissions" for anything else', () => {
    expect(permissionsErrorMessage(new TypeError('Failed to fetch'))).toBe('Unknown error fetching permissions');
    expect(permissionsErrorMessage(undefined)).toBe('Unknown error fetching permissions');
  });
});
