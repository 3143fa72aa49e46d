import { Tab, Tabs } from '@blueprintjs/core';
import { PageFrame } from '../../shell/page-frame';
import { BoardSection } from './components/board-section';
import { MyClockCard } from './components/my-clock-card';
import { TimesheetsSection } from './components/timesheets-section';
import './time-clock.css';

// /time-clock: your own clock and the live "On the clock now" board at the header's location, and the
// pay period's timesheets.
export function TimeClockPage() {
  return (
    <PageFrame title="Time Clock" description="Clock in and out, take breaks, see who is working now, and review timesheets.">
      <Tabs id="time-clock-tabs" renderActiveTabPanelOnly size="large">
        <Tab
          id="clock"
          title="Clock"
          panel={
            <div className="time-clock-panel">
              <MyClockCard />
              <BoardSection />
            </div>
          }
        />
        <Tab id="timesheets" title="Timesheets" panel={<TimesheetsSection />} />
      </Tabs>
    </PageFrame>
  );
}
