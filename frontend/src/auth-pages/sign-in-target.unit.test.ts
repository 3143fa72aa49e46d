import { describe, expect, it } from 'vitest';
import { signInTarget } from './sign-in-target';

describe('signInTarget', () => {
  it('always sends a client to booking', () => {
    expect(signInTarget('client', { pathname: '/login', search: '?next=/calendar' })).toBe('/booking');
    expect(signInTarget('client', { pathname: '/reports', search: '' })).toBe('/booking');
  });

  it('sends staff to the dashboard when nothing was asked for', () => {
    expect(signInTarget('staff', { pathname: '/login', search: '' })).toBe('/dashboard');
    expect(signInTarget('admin', { pathname: '/', search: '' })).toBe('/dashboard');
  });

  it('returns to ?next= on /login', () => {
    expect(signInTarget('admin', { pathname: '/login', search: '?next=%2Fcalendar%3Fday%3D2026-01-02' })).toBe('/calendar?day=2026-01-02');
  });

  it('returns to the protected path the login page stood in for', () => {
    expect(signInTarget('staff', { pathname: '/clients', search: '?q=ann', hash: '#notes' })).toBe('/clients?q=ann#notes');
  });

  it('never follows a destination on another site or back to the auth pages', () => {
    for (const next of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login',
      '/reset-password?token=x',
      '/forgot-password-sms',
    ]) {
      expect(signInTarget('admin', { pathname: '/login', search: `?next=${encodeURIComponent(next)}` })).toBe('/dashboard');
    }
  });
});
