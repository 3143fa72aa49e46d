import { queryOptions } from '@tanstack/react-query';
import { activityItemSchema } from '@chairside/shared/activity/activity-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

// The dashboard's recent activity; the 'activity' topic refreshes ['activity'].
export const activityQueries = {
  feed: (locationId: string) =>
    queryOptions({
      queryKey: ['activity', locationId],
      queryFn: () => apiRequest(withQuery('/api/dashboard/activity', { locationId }), { schema: activityItemSchema.array() }),
    }),
};
