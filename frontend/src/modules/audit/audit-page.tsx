import { useState } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { PageFrame } from '../../shell/page-frame';
import { HistoryPanel } from './components/history-panel';
import { IntegrityPanel } from './components/integrity-panel';
import { ReadModelsPanel } from './components/read-models-panel';
import './audit.css';

type AuditTab = 'history' | 'read-models' | 'integrity';

// /audit (beyond SPEC): the whole event history with filters, any entity as of any moment and exports; the
// read models' lag and rebuilds; the integrity check.
export function AuditPage() {
  const [tab, setTab] = useState<AuditTab>('history');
  return (
    <PageFrame title="Audit" description="Every change, who made it, when and from where; any record as it was at any moment.">
      <Tabs id="audit-tabs" selectedTabId={tab} onChange={(id) => setTab(id as AuditTab)} renderActiveTabPanelOnly size="large">
        <Tab id="history" title="History" panel={<HistoryPanel />} />
        <Tab id="read-models" title="Read models" panel={<ReadModelsPanel />} />
        <Tab id="integrity" title="Integrity" panel={<IntegrityPanel />} />
      </Tabs>
    </PageFrame>
  );
}
