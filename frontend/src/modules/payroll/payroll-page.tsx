import { useState } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { PageFrame } from '../../shell/page-frame';
import { PeriodSection } from './components/period-section';
import { RunsSection } from './components/runs-section';
import './payroll.css';

type PayrollTab = 'period' | 'runs';

// /payroll: a pay period's earnings previewed live and finalised, and the finalised runs with their
// adjustments and CSV.
export function PayrollPage() {
  const [tab, setTab] = useState<PayrollTab>('period');
  const [openRunId, setOpenRunId] = useState<string | null>(null);
  const openRun = (runId: string | null) => {
    setOpenRunId(runId);
    if (runId) setTab('runs');
  };
  return (
    <PageFrame title="Payroll" description="Hours at the rate of each day, commission at the rate of each sale, and tips, per pay period.">
      <Tabs id="payroll-tabs" selectedTabId={tab} onChange={(id) => setTab(id as PayrollTab)} renderActiveTabPanelOnly size="large">
        <Tab id="period" title="Pay period" panel={<PeriodSection onOpenRun={openRun} />} />
        <Tab id="runs" title="Runs" panel={<RunsSection openRunId={openRunId} onOpenRun={openRun} />} />
      </Tabs>
    </PageFrame>
  );
}
