import type { CloseCashDrawerInput, OpenCashDrawerInput } from '@chairside/shared/cash-drawer/cash-drawer-dto';
import { useCommand, type CommandRequest } from '../../../commands/use-command';

export type CashDrawerCommand = { action: 'open'; input: OpenCashDrawerInput } | { action: 'close'; input: CloseCashDrawerInput };

// Opens the drawer with a float, or closes it with the count.
export const useCashDrawerCommand = () =>
  useCommand({
    request: ({ action, input }: CashDrawerCommand): CommandRequest => ({
      path: `/api/cash-drawer/${action}`,
      method: 'POST',
      body: input,
    }),
    topics: ['cash-drawer'],
  });
