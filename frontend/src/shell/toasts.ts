import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { MAX_TOASTS, TOAST_REMOVAL_DELAY_MS } from '@chairside/shared/constants';

export type ToastInput = { message: string; intent?: 'success' | 'danger' | 'warning' | 'primary' };

// SPEC §4.5 and §9: at most one toast at a time, removed after 1,000,000 ms (in practice: when dismissed).
let toaster: Promise<Toaster> | null = null;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ maxToasts: MAX_TOASTS, position: Position.TOP, usePortal: true });
  return toaster;
}

export function showToast(toast: ToastInput): void {
  void getToaster().then((instance) =>
    instance.show({ message: toast.message, intent: toast.intent ?? 'primary', timeout: TOAST_REMOVAL_DELAY_MS, icon: iconFor(toast.intent) }),
  );
}

export function clearToasts(): void {
  if (toaster) void toaster.then((instance) => instance.clear());
}

function iconFor(intent: ToastInput['intent']) {
  switch (intent) {
    case 'success':
      return 'tick-circle' as const;
    case 'danger':
      return 'error' as const;
    case 'warning':
      return 'warning-sign' as const;
    default:
      return 'info-sign' as const;
  }
}

// A dialog's onClose that says what it did: a success toast when it saved (or took its action), then close.
export function closeWithToast(close: () => void, message: string | ((saved: string) => string)) {
  return (saved: string | boolean | null) => {
    if (saved) showToast({ message: typeof message === 'string' ? message : message(String(saved)), intent: 'success' });
    close();
  };
}
