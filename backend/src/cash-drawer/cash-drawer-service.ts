import type { OpenCashDrawerInput } from '@chairside/shared/cash-drawer/cash-drawer-dto';
import { cashDrawerStream } from '@chairside/shared/cash-drawer/cash-drawer-events';
import { locationNamesByIds } from '@chairside/projections/business/business-queries';
import { expectedDrawerCash } from '@chairside/projections/cash-drawer/cash-drawer-queries';
import { newId } from '../commands/command-context';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import { loadState } from '../commands/load-state';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { cashDrawerDecider } from './cash-drawer-decider';

export async function requireLocation(deps: Pick<ServiceDeps, 'readDb'>, locationId: string): Promise<void> {
  if (!(await locationNamesByIds(deps.readDb, [locationId])).has(locationId)) throw new DomainError('Location not found', 404);
}

export async function openCashDrawer(
  deps: ServiceDeps,
  input: Required<OpenCashDrawerInput>,
  context: CommandContext,
): Promise<CommandOutcome> {
  await requireLocation(deps, input.locationId);
  const sessionId = newId(context);
  const result = await handleCommand(
    deps.store,
    cashDrawerStream(input.locationId),
    cashDrawerDecider,
    { type: 'OpenCashDrawer', locationId: input.locationId, sessionId, floatCents: input.floatCents, openedBy: context.userId },
    context,
  );
  return { id: sessionId, result };
}

// Records the count against what the drawer should hold: the float plus the cash the read model has counted
// from the sales at this location since the session opened.
export async function closeCashDrawer(
  deps: ServiceDeps,
  input: { locationId: string; countedCents: number; note: string },
  context: CommandContext,
): Promise<CommandOutcome> {
  await requireLocation(deps, input.locationId);
  const loaded = await loadState(deps.store, cashDrawerStream(input.locationId), cashDrawerDecider);
  const open = loaded.state.open;
  if (!open) throw new DomainError('The cash drawer is not open', 409);
  const expectedCents = (await expectedDrawerCash(deps.readDb, open.sessionId)) ?? open.floatCents;
  const result = await handleCommand(
    deps.store,
    loaded,
    cashDrawerDecider,
    {
      type: 'CloseCashDrawer',
      locationId: input.locationId,
      sessionId: open.sessionId,
      expectedCents,
      countedCents: input.countedCents,
      countedBy: context.userId,
      note: input.note,
    },
    context,
  );
  return { id: open.sessionId, result };
}
