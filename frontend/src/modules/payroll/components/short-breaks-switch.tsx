import { Callout, Switch } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../../access/use-permissions';
import { settingsQueries } from '../../settings/settings-queries';
import { SHORT_BREAK_MINUTES, useSetShortBreaksPaid } from '../hooks/use-payroll-commands';

// The business setting that pays short breaks; changing it needs edit_business_settings.
export function ShortBreaksSwitch() {
  const settings = useQuery(settingsQueries.business());
  const { can, loading } = usePermissions();
  const save = useSetShortBreaksPaid();
  if (!settings.data) return null;
  const paid = settings.data.payroll.paidBreakMinutes > 0;
  return (
    <div className="payroll-breaks">
      <Switch
        label={`Short breaks (${SHORT_BREAK_MINUTES} minutes or less) are paid`}
        checked={paid}
        disabled={loading || !can('edit_business_settings') || save.isPending}
        onChange={(event) => {
          if (settings.data) save.mutate({ settings: settings.data, paid: event.currentTarget.checked });
        }}
      />
      {save.error ? (
        <Callout intent="danger" title="Could not change the break rule" role="alert">
          {save.error.message}
        </Callout>
      ) : null}
    </div>
  );
}
