import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { MAX_TOASTS, TOAST_REMOVAL_DELAY_MS } from '@chairside/shared/constants';

// A success says what happened and needs no answer: it closes itself after a few seconds (longer when it
// offers an action, such as "Undo", for longer). Errors and notices keep SPEC §9's removal delay.
export const SUCCESS_TOAST_MS = 6_000;

export type ToastAction = { text: string; onClick(): void };

export type ToastInput = {
  message: string;
  intent?: 'success' | 'danger' | 'warning' | 'primary';
  // A button on the toast ("Undo"), offered for `actionMs` only: then the toast stays, without it.
  action?: ToastAction;
  actionMs?: number;
};

// SPEC §4.5 and §9: at most one toast at a time, removed after 1,000,000 ms (in practice: when dismissed),
// except a success (SUCCESS_TOAST_MS).
// OverlayToaster.create always renders the toaster inline (position: absolute at the top of the body), so
// a toast shown while the page is scrolled would land above the top of the screen: the app-toaster class
// pins it to the viewport (styles.css), where the person is looking.
let toaster: Promise<Toaster> | null = null;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ maxToasts: MAX_TOASTS, position: Position.TOP, className: 'app-toaster' });
  return toaster;
}

export function showToast(toast: ToastInput): void {
  void getToaster().then((instance) => {
    const success = toast.intent === 'success';
    const props = {
      message: toast.message,
      intent: toast.intent ?? 'primary',
      timeout: success ? Math.max(SUCCESS_TOAST_MS, toast.actionMs ?? 0) : TOAST_REMOVAL_DELAY_MS,
      icon: iconFor(toast.intent),
    };
    const key = instance.show(toast.action ? { ...props, action: { text: toast.action.text, onClick: toast.action.onClick } } : props);
    // A success closes with its action; anything else stays, without the action once its time is up.
    if (!toast.action || success) return;
    // Once the action's time is up, the same toast stays without it (unless it was dismissed or replaced).
    window.setTimeout(() => {
      if (instance.getToasts().some((shown) => shown.key === key)) instance.show(props, key);
    }, toast.actionMs ?? TOAST_REMOVAL_DELAY_MS);
  });
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
