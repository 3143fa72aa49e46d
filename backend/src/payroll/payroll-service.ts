import { DateTime } from 'luxon';
import { defaultPayrollSettings, type PayrollSettings } from '@chairside/shared/business/business-dto';
import { displayName } from '@chairside/shared/format/name-format';
import type {
  FinalisePayrollInput,
  PayrollAdjustmentInput,
  PayrollPreviewQuery,
  PayrollRun,
  PayrollRunSummary,
} from '@chairside/shared/payroll/payroll-dto';
import { payrollStream } from '@chairside/shared/payroll/payroll-events';
import { computePayroll, type PayrollEntry } from '@chairside/shared/payroll/payroll-math';
import { adjacentPayPeriod, payPeriodContaining, type PayPeriod } from '@chairside/shared/time-clock/pay-periods';
import { timesheetReadWindow } from '@chairside/shared/time-clock/timesheet';
import {
  getBusinessSettings,
  getLocationSaleFacts,
  locationNamesByIds,
  locationZones,
} from '@chairside/projections/business/business-queries';
import {
  adjustmentsOfRun,
  findPayrollRun,
  getPayrollRun,
  ledgerAmounts,
  listPayrollRuns,
  payrollRateHistories,
  unpaidAdjustments,
  type StoredRun,
} from '@chairside/projections/payroll/payroll-queries';
import { staffNamesByIds } from '@chairside/projections/team/staff-queries';
import { listTimeEntries } from '@chairside/projections/time-clock/time-entry-queries';
import type { Caller } from '../auth/caller';
import { newId } from '../commands/command-context';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { payrollDecider } from './payroll-decider';

type ReadDeps = Pick<ServiceDeps, 'readDb'>;

const nameOf = (names: Map<string, { firstName: string; lastName: string }>, id: string | null) => {
  const name = id ? names.get(id) : undefined;
  return name ? displayName(name) : 'Someone no longer on the team';
};

async function payrollSettings(deps: ReadDeps): Promise<{ settings: PayrollSettings; today: string }> {
  const business = await getBusinessSettings(deps.readDb);
  const today =
    DateTime.now()
      .setZone(business?.timeZone ?? 'UTC')
      .toISODate() ?? '';
  return { settings: business?.payroll ?? defaultPayrollSettings, today };
}

// An unpaid correction is paid by the first run after the run it corrects that pays the same people: a run
// of every location pays every correction, a location's run those of that location's runs.
const covers = (runLocationId: string | null, correctedLocationId: string | null) =>
  runLocationId === null || runLocationId === correctedLocationId;

// A period's figures as they stand now: hours from the time clock at the rates in force each day, the
// commission ledger's amounts and the unpaid corrections (shared/src/payroll/payroll-math.ts).
async function computeRun(deps: ReadDeps, period: PayPeriod, locationId: string | null, settings: PayrollSettings) {
  const window = timesheetReadWindow(period, settings.weekStartsOn);
  const utcDay = (date: string) => DateTime.fromISO(date, { zone: 'UTC' }).toJSDate();
  const [timeEntries, zoneOf, ledger, open] = await Promise.all([
    listTimeEntries(deps.readDb, { from: utcDay(window.from), to: utcDay(window.to) }),
    locationZones(deps.readDb),
    ledgerAmounts(deps.readDb, { from: period.start, to: period.end, locationId }),
    unpaidAdjustments(deps.readDb),
  ]);
  const entries: PayrollEntry[] = timeEntries.map((entry) => ({ ...entry, timeZone: zoneOf(entry.locationId) }));
  const adjustments = open.filter((adjustment) => adjustment.runPeriodEnd < period.start && covers(locationId, adjustment.runLocationId));
  const staffIds = [
    ...entries.map((entry) => entry.staffId),
    ...ledger.map((amount) => amount.staffId),
    ...adjustments.map((a) => a.staffId),
  ];
  const [rates, names] = await Promise.all([payrollRateHistories(deps.readDb, staffIds), staffNamesByIds(deps.readDb, staffIds)]);
  return computePayroll({
    period,
    weekStartsOn: settings.weekStartsOn,
    paidBreakMinutes: settings.paidBreakMinutes,
    locationId,
    entries,
    rates,
    ledger,
    adjustments,
    names: new Map(staffIds.map((id) => [id, nameOf(names, id)])),
  });
}

async function runView(deps: ReadDeps, run: StoredRun, settings: PayrollSettings): Promise<PayrollRun> {
  const corrections = await adjustmentsOfRun(deps.readDb, run.runId);
  const names = await staffNamesByIds(deps.readDb, [
    ...corrections.map((correction) => correction.staffId),
    ...(run.finalisedBy ? [run.finalisedBy] : []),
  ]);
  return {
    runId: run.runId,
    finalisedRunId: run.runId,
    period: run.period,
    locationId: run.locationId,
    finalisedAt: run.finalisedAt.toISOString(),
    finalisedByName: run.finalisedBy ? nameOf(names, run.finalisedBy) : 'The system',
    lines: run.lines,
    totals: run.totals,
    corrections: corrections.map((correction) => ({
      ...correction,
      name: nameOf(names, correction.staffId),
      addedAt: correction.addedAt.toISOString(),
    })),
    previousDate: adjacentPayPeriod(run.period, settings.payPeriod, -1).start,
    nextDate: adjacentPayPeriod(run.period, settings.payPeriod, 1).start,
  };
}

// The pay period holding a date (today when left out), computed now: nothing is stored. When that period
// (and scope) is finalised already, finalisedRunId names the run.
export async function previewPayroll(deps: ReadDeps, query: PayrollPreviewQuery): Promise<PayrollRun> {
  const { settings, today } = await payrollSettings(deps);
  const period = payPeriodContaining(query.date ?? today, settings.payPeriod);
  const locationId = query.locationId ?? null;
  const [computed, finalised] = await Promise.all([
    computeRun(deps, period, locationId, settings),
    findPayrollRun(deps.readDb, period, locationId),
  ]);
  return {
    runId: null,
    finalisedRunId: finalised?.runId ?? null,
    period,
    locationId,
    finalisedAt: null,
    finalisedByName: null,
    ...computed,
    corrections: [],
    previousDate: adjacentPayPeriod(period, settings.payPeriod, -1).start,
    nextDate: adjacentPayPeriod(period, settings.payPeriod, 1).start,
  };
}

// Finalising freezes the period's figures as computed now, in one event; the decider refuses a period
// (or an overlapping one) finalised already.
export async function finalisePayroll(
  deps: ServiceDeps,
  input: FinalisePayrollInput,
  caller: Caller,
  context: CommandContext,
): Promise<CommandOutcome> {
  const { settings } = await payrollSettings(deps);
  const period = payPeriodContaining(input.periodStart, settings.payPeriod);
  if (period.start !== input.periodStart)
    throw new DomainError(
      `${input.periodStart} does not start a pay period; the period holding it runs from ${period.start} to ${period.end}`,
      422,
    );
  if (input.locationId && !(await getLocationSaleFacts(deps.readDb, input.locationId)))
    throw new DomainError('That location does not exist; choose another', 422);
  const computed = await computeRun(deps, period, input.locationId, settings);
  const runId = newId(context);
  const result = await handleCommand(
    deps.store,
    payrollStream,
    payrollDecider,
    { type: 'FinalisePayrollRun', runId, period, locationId: input.locationId, ...computed, by: caller.userId },
    context,
  );
  return { id: runId, result };
}

// A correction of a finalised run, paid in the next run that covers it.
export async function addPayrollAdjustment(
  deps: ServiceDeps,
  runId: string,
  input: PayrollAdjustmentInput,
  caller: Caller,
  context: CommandContext,
): Promise<CommandOutcome> {
  if (!(await staffNamesByIds(deps.readDb, [input.staffId])).has(input.staffId))
    throw new DomainError('That person is not on the team; choose a staff member', 422);
  const adjustmentId = newId(context);
  const result = await handleCommand(
    deps.store,
    payrollStream,
    payrollDecider,
    { type: 'AddPayrollAdjustment', adjustmentId, runId, ...input, by: caller.userId },
    context,
  );
  return { id: adjustmentId, result };
}

export async function listRuns(deps: ReadDeps): Promise<PayrollRunSummary[]> {
  const runs = await listPayrollRuns(deps.readDb);
  const [names, locations] = await Promise.all([
    staffNamesByIds(
      deps.readDb,
      runs.flatMap((run) => (run.finalisedBy ? [run.finalisedBy] : [])),
    ),
    locationNamesByIds(
      deps.readDb,
      runs.flatMap((run) => (run.locationId ? [run.locationId] : [])),
    ),
  ]);
  return runs.map((run) => ({
    runId: run.runId,
    period: run.period,
    locationId: run.locationId,
    locationName: run.locationId ? (locations.get(run.locationId) ?? '') : null,
    finalisedAt: run.finalisedAt.toISOString(),
    finalisedByName: run.finalisedBy ? nameOf(names, run.finalisedBy) : 'The system',
    people: run.lines.length,
    totalCents: run.totals.totalCents,
  }));
}

export async function getRun(deps: ReadDeps, runId: string): Promise<PayrollRun> {
  const run = await getPayrollRun(deps.readDb, runId);
  if (!run) throw new DomainError('Payroll run not found', 404);
  return runView(deps, run, (await payrollSettings(deps)).settings);
}
