import { Button, Dialog, DialogBody, DialogFooter, Icon, Intent } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { formatMoneyFromDollars } from '@chairside/shared/format/money-format';
import { queryKeysRefreshedAfterPayment } from './payment-query-keys';
import { dismissPaymentSuccess, paymentSuccessAtom } from './payment-success-state';

// SPEC §4.3: present on every page; stays open until Close, which forgets the notice and refreshes the money reads.
export function PaymentSuccessOverlay() {
  const notice = useAtomValue(paymentSuccessAtom);
  const queryClient = useQueryClient();
  const close = () => {
    dismissPaymentSuccess();
    for (const queryKey of queryKeysRefreshedAfterPayment) void queryClient.invalidateQueries({ queryKey });
  };
  return (
    <Dialog
      isOpen={Boolean(notice?.isOpen)}
      title="Payment Successful"
      icon={<Icon icon="tick-circle" intent={Intent.SUCCESS} size={20} />}
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      className="payment-success-dialog"
    >
      <DialogBody>
        <p className="payment-success-caption">Amount paid</p>
        <p className="payment-success-amount">{formatMoneyFromDollars(notice?.amount ?? 0)}</p>
        <p>The payment went through. A successful payment for an appointment marks that appointment completed and paid.</p>
      </DialogBody>
      <DialogFooter actions={<Button intent={Intent.PRIMARY} text="Close" onClick={close} />} />
    </Dialog>
  );
}
