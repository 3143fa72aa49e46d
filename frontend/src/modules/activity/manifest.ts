import type { FrontendModule } from '../../shell/module-manifest';

// The dashboard's recent activity: no screen of its own, a card on the dashboard (index.ts).
export const activityModule: FrontendModule = {
  name: 'activity',
  screens: [],
  topicKeys: { activity: [['activity']] },
};
